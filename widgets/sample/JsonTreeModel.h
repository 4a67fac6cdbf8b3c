#pragma once
// graph_net.json as a key/value tree (objects and arrays expand), key order as in the file.
#include <QStandardItemModel>
#include <nlohmann/json.hpp>

namespace gnw::ui {

class JsonTreeModel : public QStandardItemModel {
    Q_OBJECT
public:
    explicit JsonTreeModel(QObject* parent = nullptr);
    void setJson(const nlohmann::ordered_json& json);
};

} // namespace gnw::ui

#include "widgets/sample/JsonTreeModel.h"

namespace gnw::ui {

namespace {
QString scalarText(const nlohmann::ordered_json& v) {
    if (v.is_string())
        return QString::fromStdString(v.get<std::string>());
    return QString::fromStdString(v.dump());
}

void addChildren(QStandardItem* parent, const nlohmann::ordered_json& json) {
    auto add = [parent](const QString& key, const nlohmann::ordered_json& value) {
        auto* k = new QStandardItem(key);
        auto* v = new QStandardItem(value.is_structured() ? (value.is_array() ? QStringLiteral("[%1 items]").arg(value.size())
                                                                              : QStringLiteral("{%1 keys}").arg(value.size()))
                                                          : scalarText(value));
        k->setEditable(false);
        v->setEditable(false);
        if (value.is_structured())
            addChildren(k, value);
        parent->appendRow({k, v});
    };
    if (json.is_object()) {
        for (auto it = json.begin(); it != json.end(); ++it)
            add(QString::fromStdString(it.key()), it.value());
    } else if (json.is_array()) {
        for (size_t i = 0; i < json.size(); ++i)
            add(QString::number(i), json[i]);
    }
}
} // namespace

JsonTreeModel::JsonTreeModel(QObject* parent) : QStandardItemModel(parent) {
    setHorizontalHeaderLabels({tr("Key"), tr("Value")});
}

void JsonTreeModel::setJson(const nlohmann::ordered_json& json) {
    clear();
    setHorizontalHeaderLabels({tr("Key"), tr("Value")});
    addChildren(invisibleRootItem(), json);
}

} // namespace gnw::ui

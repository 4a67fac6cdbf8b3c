#pragma once
// New Run's list of backends: every backend with its description, or why it is unavailable, grouped by the
// samples it runs (PyTorch, then Paddle) under a heading each. Available backends are checkable.
#include "widgets/run/RunExecutor.h"

#include <QListWidget>

namespace gnw::ui {

class BackendChoiceList : public QListWidget {
    Q_OBJECT
public:
    explicit BackendChoiceList(const QList<BackendChoice>& backends, QWidget* parent = nullptr);

    QStringList checkedBackends() const;
    // Checks exactly these (an unavailable one stays unchecked).
    void setCheckedBackends(const QStringList& names);
};

} // namespace gnw::ui

#include "widgets/common/NoticeBar.h"

#include <QAction>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>

namespace gnw::ui {

NoticeBar::NoticeBar(QWidget* parent) : QFrame(parent), m_text(new QLabel(this)), m_buttons(new QHBoxLayout) {
    setObjectName(QStringLiteral("noticeBar"));
    setStyleSheet(
        QStringLiteral("#noticeBar { background: #fff3cd; } #noticeBar QLabel { color: #664d03; }"));
    m_text->setObjectName(QStringLiteral("noticeText"));
    m_text->setWordWrap(true);
    m_text->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(6, 4, 6, 4);
    layout->addWidget(m_text, 1);
    layout->addLayout(m_buttons);
    hide();
}

void NoticeBar::showNotice(const QString& text, const QList<QAction*>& actions) {
    if (isVisibleTo(parentWidget()) && m_text->text() == text)
        return;
    while (QLayoutItem* item = m_buttons->takeAt(0)) {
        delete item->widget();
        delete item;
    }
    m_text->setText(text);
    for (QAction* action : actions) {
        auto* button = new QPushButton(action->text(), this);
        button->setObjectName(action->objectName());
        connect(button, &QPushButton::clicked, action, &QAction::trigger);
        m_buttons->addWidget(button);
    }
    auto* dismiss = new QPushButton(tr("Dismiss"), this);
    dismiss->setObjectName(QStringLiteral("dismissNotice"));
    connect(dismiss, &QPushButton::clicked, this, &NoticeBar::clearNotice);
    m_buttons->addWidget(dismiss);
    show();
}

void NoticeBar::clearNotice() {
    m_text->clear();
    hide();
}

QString NoticeBar::text() const {
    return m_text->text();
}

} // namespace gnw::ui

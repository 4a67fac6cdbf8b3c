#include "widgets/common/JobStatusWidget.h"

#include <QFontMetrics>
#include <QHBoxLayout>
#include <QLabel>
#include <QProgressBar>
#include <QToolButton>

namespace gnw::ui {

JobStatusWidget::JobStatusWidget(QWidget* parent)
    : QWidget(parent), m_label(new QLabel(this)), m_bar(new QProgressBar(this)), m_cancel(new QToolButton(this)) {
    m_cancel->setText(tr("Cancel"));
    m_bar->setMaximumWidth(220);
    m_bar->setTextVisible(true);
    m_label->setMinimumWidth(240);
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_label);
    layout->addWidget(m_bar);
    layout->addWidget(m_cancel);
    connect(m_cancel, &QToolButton::clicked, this, &JobStatusWidget::cancelRequested);
    hide();
}

void JobStatusWidget::start(const QString& what) {
    m_label->setText(what);
    m_bar->setRange(0, 0);
    m_cancel->setEnabled(true);
    show();
}

void JobStatusWidget::setProgress(qint64 done, qint64 total, const QString& current) {
    m_bar->setRange(0, int(total));
    m_bar->setValue(int(done));
    m_bar->setFormat(QStringLiteral("%v / %m"));
    m_label->setText(m_label->fontMetrics().elidedText(current, Qt::ElideMiddle, 320));
}

void JobStatusWidget::finish() { hide(); }

} // namespace gnw::ui

#include "widgets/common/ScreenFit.h"

#include <QLayout>
#include <QScreen>
#include <QScrollBar>
#include <QStyle>

namespace gnw::ui {

namespace {
// A title bar and borders: the window manager's, not known before the window is shown.
const QSize kFrameAllowance(16, 48);
} // namespace

ScrollBody::ScrollBody(QLayout* content, QWidget* parent) : ScrollBody(new QWidget, parent) {
    widget()->setLayout(content);
    content->setContentsMargins(0, 0, 0, 0);
}

ScrollBody::ScrollBody(QWidget* content, QWidget* parent) : QScrollArea(parent) {
    setWidget(content);
    setWidgetResizable(true);
    setFrameShape(QFrame::NoFrame);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAsNeeded);
}

QSize ScrollBody::sizeHint() const {
    const int frame = 2 * frameWidth();
    const int bar = style()->pixelMetric(QStyle::PM_ScrollBarExtent, nullptr, this);
    return widget()->sizeHint() + QSize(frame + bar, frame);
}

void fitToScreen(QWidget* window) {
    const QScreen* screen = window->screen();
    if (!screen)
        return;
    const QSize room = screen->availableGeometry().size() - kFrameAllowance;
    window->resize(window->sizeHint().boundedTo(room).expandedTo(window->minimumSizeHint().boundedTo(room)));
}

} // namespace gnw::ui

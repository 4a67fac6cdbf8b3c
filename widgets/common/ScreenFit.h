#pragma once
// Windows that fit the screen they open on (issue 44: 1280x720 laptops, 1366x768 projectors): a dialog's
// content goes into a ScrollBody, which asks for the content's full size like a plain layout but can be
// given less (it then scrolls), and fitToScreen() sizes the window to what it asks for, bounded by the
// screen; the buttons outside the body stay visible.
#include <QScrollArea>

class QLayout;

namespace gnw::ui {

class ScrollBody : public QScrollArea {
    Q_OBJECT
public:
    // Takes `content` (a layout of the caller's widgets) into its own widget.
    ScrollBody(QLayout* content, QWidget* parent);
    // Scrolls the caller's `content` widget.
    ScrollBody(QWidget* content, QWidget* parent);
    // The content's own size hint (QScrollArea's is capped at about 36 x 24 lines of text), plus the
    // frame and room for a vertical scroll bar.
    QSize sizeHint() const override;
};

// Resizes the top-level `window` to its size hint, bounded by the available geometry of its screen less a
// window manager's frame.
void fitToScreen(QWidget* window);

} // namespace gnw::ui

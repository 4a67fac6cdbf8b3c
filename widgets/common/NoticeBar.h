#pragma once
// One notice above the browser for what is wrong with the store or the dataset and what to do about it
// (issue 44): a bad store, a dataset folder that does not exist, a folder without samples. Each problem
// shows once, in place, with buttons for the actions that fix it and Dismiss; a modal box per failure
// (which a bad store used to raise twice) blocks nothing better and says no more.
#include <QFrame>
#include <QList>

class QAction;
class QHBoxLayout;
class QLabel;

namespace gnw::ui {

class NoticeBar : public QFrame {
    Q_OBJECT
public:
    explicit NoticeBar(QWidget* parent = nullptr);

    // Replaces the notice (the same text again changes nothing); `actions` become buttons before Dismiss.
    void showNotice(const QString& text, const QList<QAction*>& actions = {});
    void clearNotice();
    QString text() const;

private:
    QLabel* m_text;
    QHBoxLayout* m_buttons;
};

} // namespace gnw::ui

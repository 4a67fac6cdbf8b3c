#pragma once
// Read-only Python source view (model.py): QScintilla with the Python lexer, line numbers, colours from
// the system palette, and a Ctrl+F find bar.
#include <QWidget>

class QsciScintilla;
class QsciLexerPython;
class QLineEdit;
class QLabel;

namespace gnw::ui {

class CodeEditor : public QWidget {
    Q_OBJECT
public:
    explicit CodeEditor(QWidget* parent = nullptr);

    void setText(const QString& text);
    QString text() const;
    // 1-based lines, as parsers report them.
    void goToLine(int line);
    int currentLine() const;
    bool find(const QString& text, bool forward = true);
    void showFindBar();
    QsciScintilla* editor() const { return m_editor; }

Q_SIGNALS:
    void currentLineChanged(int line);

protected:
    void changeEvent(QEvent* event) override;

private:
    void applyPalette();

    QsciScintilla* m_editor;
    QsciLexerPython* m_lexer;
    QWidget* m_findBar;
    QLineEdit* m_findEdit;
    QLabel* m_findStatus;
};

} // namespace gnw::ui

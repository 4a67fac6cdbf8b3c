#include "widgets/common/CodeEditor.h"

#include <QEvent>
#include <QFontDatabase>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QShortcut>
#include <QToolButton>
#include <QVBoxLayout>
#include <Qsci/qscilexerpython.h>
#include <Qsci/qsciscintilla.h>

namespace gnw::ui {

CodeEditor::CodeEditor(QWidget* parent)
    : QWidget(parent), m_editor(new QsciScintilla(this)), m_lexer(new QsciLexerPython(m_editor)),
      m_findBar(new QWidget(this)), m_findEdit(new QLineEdit(m_findBar)), m_findStatus(new QLabel(m_findBar)) {
    m_editor->setLexer(m_lexer);
    m_editor->setReadOnly(true);
    m_editor->setUtf8(true);
    m_editor->setMarginType(0, QsciScintilla::NumberMargin);
    m_editor->setMarginLineNumbers(0, true);
    m_editor->setMarginWidth(0, QStringLiteral("000000"));
    m_editor->setCaretLineVisible(true);
    m_editor->setFolding(QsciScintilla::BoxedTreeFoldStyle);
    m_editor->setWrapMode(QsciScintilla::WrapNone);

    auto* findLayout = new QHBoxLayout(m_findBar);
    findLayout->setContentsMargins(4, 2, 4, 2);
    findLayout->addWidget(new QLabel(tr("Find:"), m_findBar));
    findLayout->addWidget(m_findEdit, 1);
    auto* prev = new QToolButton(m_findBar);
    prev->setText(tr("Previous"));
    auto* next = new QToolButton(m_findBar);
    next->setText(tr("Next"));
    auto* close = new QToolButton(m_findBar);
    close->setText(QStringLiteral("✕"));
    findLayout->addWidget(prev);
    findLayout->addWidget(next);
    findLayout->addWidget(m_findStatus);
    findLayout->addWidget(close);
    m_findBar->hide();

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addWidget(m_editor, 1);
    layout->addWidget(m_findBar);

    connect(m_findEdit, &QLineEdit::returnPressed, this, [this] { find(m_findEdit->text(), true); });
    connect(next, &QToolButton::clicked, this, [this] { find(m_findEdit->text(), true); });
    connect(prev, &QToolButton::clicked, this, [this] { find(m_findEdit->text(), false); });
    connect(close, &QToolButton::clicked, m_findBar, &QWidget::hide);
    auto* findShortcut = new QShortcut(QKeySequence::Find, this, this, &CodeEditor::showFindBar,
                                       Qt::WidgetWithChildrenShortcut);
    Q_UNUSED(findShortcut);
    connect(m_editor, &QsciScintilla::cursorPositionChanged, this,
            [this](int line, int) { Q_EMIT currentLineChanged(line + 1); });
    applyPalette();
}

void CodeEditor::setText(const QString& text) {
    m_editor->setText(text);
    m_editor->setCursorPosition(0, 0);
}

QString CodeEditor::text() const { return m_editor->text(); }

void CodeEditor::goToLine(int line) {
    const int l = std::max(0, line - 1);
    m_editor->setCursorPosition(l, 0);
    m_editor->ensureLineVisible(l);
    m_editor->setFirstVisibleLine(std::max(0, l - 5));
}

int CodeEditor::currentLine() const {
    int line = 0, index = 0;
    m_editor->getCursorPosition(&line, &index);
    return line + 1;
}

bool CodeEditor::find(const QString& text, bool forward) {
    if (text.isEmpty())
        return false;
    bool found;
    if (forward) {
        found = m_editor->findFirst(text, false, false, false, true, true);
    } else {
        // findFirst searching backwards starts at the cursor, which sits after the current match.
        int line = 0, index = 0;
        m_editor->getCursorPosition(&line, &index);
        found = m_editor->findFirst(text, false, false, false, true, false, line, std::max(0, index - int(text.size())));
    }
    m_findStatus->setText(found ? QString() : tr("not found"));
    return found;
}

void CodeEditor::showFindBar() {
    m_findBar->show();
    m_findEdit->setFocus();
    m_findEdit->selectAll();
}

void CodeEditor::changeEvent(QEvent* event) {
    if (event->type() == QEvent::PaletteChange)
        applyPalette();
    QWidget::changeEvent(event);
}

void CodeEditor::applyPalette() {
    const QPalette pal = palette();
    const QFont mono = QFontDatabase::systemFont(QFontDatabase::FixedFont);
    const bool dark = pal.color(QPalette::Base).lightness() < 128;
    m_lexer->setDefaultFont(mono);
    m_lexer->setFont(mono, -1);
    m_lexer->setDefaultPaper(pal.color(QPalette::Base));
    m_lexer->setPaper(pal.color(QPalette::Base), -1);
    m_lexer->setDefaultColor(pal.color(QPalette::Text));
    m_lexer->setColor(pal.color(QPalette::Text), QsciLexerPython::Default);
    m_lexer->setColor(pal.color(QPalette::Text), QsciLexerPython::Identifier);
    m_lexer->setColor(pal.color(QPalette::Text), QsciLexerPython::Operator);
    if (dark) {
        m_lexer->setColor(QColor(0x86, 0xb3, 0xff), QsciLexerPython::Keyword);
        m_lexer->setColor(QColor(0xa5, 0xd6, 0x86), QsciLexerPython::DoubleQuotedString);
        m_lexer->setColor(QColor(0xa5, 0xd6, 0x86), QsciLexerPython::SingleQuotedString);
        m_lexer->setColor(QColor(0xf0, 0xb0, 0x70), QsciLexerPython::Number);
        m_lexer->setColor(QColor(0x90, 0x90, 0x90), QsciLexerPython::Comment);
        m_lexer->setColor(QColor(0xe0, 0xc0, 0x70), QsciLexerPython::ClassName);
        m_lexer->setColor(QColor(0x70, 0xd0, 0xd0), QsciLexerPython::FunctionMethodName);
    }
    m_editor->setMarginsBackgroundColor(pal.color(QPalette::AlternateBase));
    m_editor->setMarginsForegroundColor(pal.color(QPalette::PlaceholderText));
    m_editor->setMarginsFont(mono);
    m_editor->setCaretForegroundColor(pal.color(QPalette::Text));
    m_editor->setCaretLineBackgroundColor(pal.color(QPalette::Highlight).lighter(dark ? 60 : 180));
    m_editor->setSelectionBackgroundColor(pal.color(QPalette::Highlight));
    m_editor->setSelectionForegroundColor(pal.color(QPalette::HighlightedText));
}

} // namespace gnw::ui

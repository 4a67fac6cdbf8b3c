#pragma once
// The sample page's fault tools (docs/fault-localisation.md): "Locate Fault…" and "Slowdown Map…" on a row
// of its Results tab open their dialog (one of each at a time) with that row's run, and show what they
// find in the page: the culprit's line in the graph and model.py, the speedups as the graph's colours.
#include <QObject>
#include <QPointer>

class QWidget;

namespace gnw::ui {

class LocateFaultDialog;
class SamplePage;
class SlowdownMapDialog;
struct LocateRequest;

class SampleFaultTools : public QObject {
    Q_OBJECT
public:
    // Owned by `dialogParent` (the main window), which also parents the dialogs.
    SampleFaultTools(SamplePage* page, QWidget* dialogParent);

    // nullptr when the row's result has nothing to locate (or no speedup to map), or no service is installed.
    LocateFaultDialog* locate(int row);
    SlowdownMapDialog* slowdownMap(int row);

private:
    // The request for row `row` of the Results tab, its files under <app data>/<kind>/; false without one.
    bool requestFor(int row, LocateRequest& request, const QString& kind) const;

    SamplePage* m_page;
    QWidget* m_dialogParent;
    QPointer<LocateFaultDialog> m_locateDialog;
    QPointer<SlowdownMapDialog> m_slowdownDialog;
};

} // namespace gnw::ui

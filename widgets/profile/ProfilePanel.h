#pragma once
// Where a sample's eager time goes (docs/profile.md), beside its graph: "Profile Eager Time" runs the
// per-node profile in the background (EagerProfileService), then the graph is coloured by each node's
// share of the time, a sortable table lists the nodes with their FLOP rate and roof, and a roofline plots
// every op under the machine's roof. The hottest node is selected once the profile is in. Table, graph
// and model.py follow each other: a row selects its node and line, a clicked node or a line its row.
#include "widgets/profile/EagerProfileService.h"

#include <QWidget>

#include <optional>
#include <vector>

class QCheckBox;
class QComboBox;
class QLabel;
class QPushButton;
class QSortFilterProxyModel;
class QSpinBox;
class QTableView;

namespace gnw::ui {

class BackgroundJob;
class ChartPanel;
class ProfileTableModel;
class RooflineChart;
class SamplePage;

class ProfilePanel : public QWidget {
    Q_OBJECT
public:
    // Adds itself to the page's graph as the side tab "Eager profile"; `storePath` is the store whose
    // calibration gives the roofs.
    ProfilePanel(SamplePage* page, QString storePath, QWidget* parent = nullptr);

    // Profiles the page's sample with the chosen trials; false when there is no sample or no service.
    bool start();
    bool isRunning() const;
    const std::optional<ProfileOutcome>& outcome() const { return m_outcome; }

    QPushButton* runButton() const { return m_run; }
    QSpinBox* trialsBox() const { return m_trials; }
    // Which eager of a torch sample: the C++ interpreter or Python eager (a Paddle sample has dygraph).
    QComboBox* eagerBox() const { return m_eager; }
    QCheckBox* colourBox() const { return m_colour; }
    QTableView* table() const { return m_table; }
    ProfileTableModel* model() const { return m_model; }
    QLabel* statusLabel() const { return m_status; }
    // The graph node id of the table's current row, or -1.
    int selectedNode() const;

Q_SIGNALS:
    void profileFinished();

private:
    void onSampleChanged();
    void onFinished(ProfileOutcome outcome);
    void showOverlay();
    // Selects the row without moving the graph or the editor (they are where the selection came from).
    void selectRowQuietly(int sourceRow);
    void onRowChosen();
    void fillRoofline();

    SamplePage* m_page;
    QString m_storePath;
    BackgroundJob* m_job;
    std::optional<ProfileOutcome> m_outcome;
    std::vector<int> m_rowOfPoint; // roofline point -> model row
    bool m_quiet = false;

    QPushButton* m_run;
    QPushButton* m_cancel;
    QComboBox* m_eager;
    QSpinBox* m_trials;
    QCheckBox* m_colour;
    QLabel* m_status;
    ProfileTableModel* m_model;
    QSortFilterProxyModel* m_proxy;
    QTableView* m_table;
    RooflineChart* m_roofline;
    ChartPanel* m_rooflinePanel;
};

} // namespace gnw::ui

#include "widgets/util/ResultText.h"

#include "core/store/MeasurementSemantics.h"
#include "core/util/CpuContention.h"
#include "core/util/HostDescription.h"

#include <QCoreApplication>
#include <QStringList>

#include <algorithm>
#include <cmath>

namespace gnw::ui {

QString resultStatusText(const SampleResult& r) {
    const QString status =
        QString::fromUtf8(statusName(r.status).data(), qsizetype(statusName(r.status).size()));
    // Flags of a result kept with timings to be read with care: noisy (its trials spread more than the
    // threshold after the re-measures), contended (other processes kept cores busy while it was timed).
    QStringList flags;
    if (r.status != SampleStatus::Correct && !r.failureClass.empty())
        flags << QString::fromStdString(r.failureClass);
    if (r.details.noisy.value_or(false))
        flags << QCoreApplication::translate("SampleResultsModel", "noisy");
    if (r.details.contention.value_or(0) >= kContendedCores)
        flags << QCoreApplication::translate("SampleResultsModel", "contended");
    return flags.isEmpty() ? status : QStringLiteral("%1 (%2)").arg(status, flags.join(QStringLiteral(", ")));
}

QColor statusColor(SampleStatus status) {
    switch (status) {
    case SampleStatus::Correct:
        return QColor(0x2e, 0x7d, 0x32);
    case SampleStatus::EagerFail:
        return QColor(0x6c, 0x75, 0x7d);
    case SampleStatus::CompileFail:
    case SampleStatus::RuntimeFail:
        return QColor(0xc0, 0x39, 0x2b);
    case SampleStatus::ShapeMismatch:
    case SampleStatus::TypeMismatch:
        return QColor(0xb2, 0x6b, 0x00);
    }
    return {};
}

QString speedupText(const std::optional<double>& speedup) {
    if (!speedup || !std::isfinite(*speedup))
        return QStringLiteral("–");
    // Two significant digits at least: a contended 0.003× must not read 0.00×.
    const int decimals = *speedup >= 10    ? 1
                         : *speedup >= 0.1 ? 2
                         : *speedup > 0 ? std::min(8, 1 - static_cast<int>(std::floor(std::log10(*speedup))))
                                        : 2;
    return QStringLiteral("%1×").arg(*speedup, 0, 'f', decimals);
}

QColor speedupColor(const std::optional<double>& speedup) {
    if (!speedup || !std::isfinite(*speedup) || *speedup <= 0)
        return {};
    const double x = std::clamp(std::log2(*speedup) / 2.0, -1.0, 1.0); // 4x = full colour
    const int shade = 255 - int(std::abs(x) * 110);
    return x >= 0 ? QColor(shade, 255, shade) : QColor(255, shade, shade);
}

QString shortMessage(const std::string& message) {
    QString line = QString::fromStdString(message).section(QLatin1Char('\n'), 0, 0);
    if (line.size() > 200)
        line = line.left(197) + QStringLiteral("…");
    return line;
}

QString speedupToolTip(const SampleResult& r) {
    const MeasurementDetails& d = r.details;
    if (!r.speedupE2e || d.baseline.empty())
        return speedupText(r.speedupE2e);
    // Literal calls, so that lupdate finds them under the Results tab model's context.
    QString tip = QCoreApplication::translate("SampleResultsModel", "%1 against %2, %3 protocol")
                      .arg(speedupText(r.speedupE2e), QString::fromStdString(d.baseline),
                           QString::fromStdString(d.protocol));
    if (d.speedupCiLow && d.speedupCiHigh)
        tip += QStringLiteral("\n") +
               QCoreApplication::translate("SampleResultsModel", "95% confidence interval: %1 to %2")
                   .arg(*d.speedupCiLow, 0, 'f', 3)
                   .arg(*d.speedupCiHigh, 0, 'f', 3);
    if (d.trials)
        tip +=
            QStringLiteral("\n") +
            QCoreApplication::translate("SampleResultsModel", "timed calls per side: %n", nullptr, *d.trials);
    if (!d.backendVersion.empty())
        tip += QStringLiteral("\n") + QString::fromStdString(d.backend + ": " + d.backendVersion);
    if (const auto semantics = semanticsSummary(d); !semantics.empty())
        tip += QStringLiteral("\n") + QCoreApplication::translate("SampleResultsModel", "measured as: %1")
                                         .arg(QString::fromStdString(semantics));
    if (const auto noise = noiseSummary(d); !noise.empty())
        tip += QStringLiteral("\n") + QString::fromStdString(noise);
    if (const auto machine = machineSummary(d.machine); !machine.empty())
        tip += QStringLiteral("\n") +
               QCoreApplication::translate("SampleResultsModel", "measured %1 on %2")
                   .arg(QString::fromStdString(d.measuredAt), QString::fromStdString(machine));
    if (d.contention && *d.contention >= kContendedCores)
        tip +=
            QStringLiteral("\n") +
            QCoreApplication::translate("SampleResultsModel", "other processes kept %1 cores busy meanwhile")
                .arg(*d.contention, 0, 'f', 1);
    return tip;
}

} // namespace gnw::ui

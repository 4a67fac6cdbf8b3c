#pragma once
// Words for how a result was measured (MeasurementDetails::semantics and the noise fields), one spelling
// for the CLI's run line, the CSV's readers and the workbench's speedup hover.
#include "core/store/SampleResult.h"

#include <string>

namespace gnw {

// A result kept with timings to be read with care: noisy (its trials spread beyond the threshold after the
// re-measures, or an identity backend outside its band) or contended (others kept at least kContendedCores
// busy while it was timed). S(t) and ES(t) can leave these out (CurveSet's FlaggedResults).
bool measurementFlagged(const MeasurementDetails& details);

// "Python eager, grad enabled, upstream dynamo flags, default device cpu" or "C++ interpreter, inference
// mode"; "" for results stored before the semantics were recorded (or imported from a log).
std::string semanticsSummary(const MeasurementDetails& details);
// "noisy: IQR/median 23.4% after 3 re-measures" when the result stayed noisy, "re-measured 2x" when
// re-measuring settled it, else "".
std::string noiseSummary(const MeasurementDetails& details);

} // namespace gnw

#include "widgets/profile/EagerProfileService.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <mutex>

namespace gnw::ui {

namespace {

std::mutex g_mutex;
std::shared_ptr<EagerProfileService> g_service;

std::optional<double> optionalNumber(const QJsonValue& v) {
    return v.isDouble() ? std::optional(v.toDouble()) : std::nullopt;
}

} // namespace

ProfileOutcome profileOutcomeFromJson(const QByteArray& json) {
    ProfileOutcome out;
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &error);
    if (!doc.isObject()) {
        out.error = QCoreApplication::translate("gnw::ui::EagerProfileService",
                                                "the profile's output is not JSON (%1 at offset %2)")
                        .arg(error.errorString())
                        .arg(error.offset);
        return out;
    }
    const QJsonObject o = doc.object();
    out.sample = o.value(QLatin1String("sample")).toString();
    out.baseline = o.value(QLatin1String("baseline")).toString();
    out.device = o.value(QLatin1String("device")).toString();
    out.trials = o.value(QLatin1String("trials")).toInt();
    out.eagerCallMs = o.value(QLatin1String("eager_call_ms")).toDouble();
    out.nodesSumMs = o.value(QLatin1String("nodes_sum_ms")).toDouble();
    for (const QJsonValue& v : o.value(QLatin1String("nodes")).toArray()) {
        const QJsonObject n = v.toObject();
        ProfileNode node;
        node.index = n.value(QLatin1String("index")).toInt();
        node.name = n.value(QLatin1String("name")).toString();
        node.target = n.value(QLatin1String("target")).toString();
        node.modulePath = n.value(QLatin1String("module")).toString();
        node.line = n.value(QLatin1String("line")).toInt();
        node.eagerMs = n.value(QLatin1String("eager_ms")).toDouble();
        node.share = n.value(QLatin1String("share")).toDouble();
        node.flops = n.value(QLatin1String("flops")).toDouble();
        node.bytes = n.value(QLatin1String("bytes")).toDouble();
        node.flopRate = optionalNumber(n.value(QLatin1String("flop_rate")));
        node.roof = optionalNumber(n.value(QLatin1String("roof")));
        out.nodes.push_back(std::move(node));
    }
    for (const QJsonValue& v : o.value(QLatin1String("hottest")).toArray())
        if (const int i = v.toInt(-1); i >= 0 && i < out.nodes.size())
            out.hottest.push_back(i);
    if (const QJsonObject m = o.value(QLatin1String("machine")).toObject(); !m.isEmpty()) {
        out.machine = m.value(QLatin1String("hardware")).toString();
        out.peakFlops = optionalNumber(m.value(QLatin1String("peak_flops")));
        out.bandwidth = optionalNumber(m.value(QLatin1String("bandwidth")));
    }
    if (out.nodes.isEmpty())
        out.error = QCoreApplication::translate("gnw::ui::EagerProfileService", "the profile names no nodes");
    return out;
}

void EagerProfileService::setDefault(std::shared_ptr<EagerProfileService> service) {
    std::lock_guard lock(g_mutex);
    g_service = std::move(service);
}

std::shared_ptr<EagerProfileService> EagerProfileService::defaultService() {
    std::lock_guard lock(g_mutex);
    return g_service;
}

} // namespace gnw::ui

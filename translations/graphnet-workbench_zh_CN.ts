<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>Format</name>
    <message>
        <location filename="../widgets/util/Format.cpp" line="+45"/>
        <source>%1 FLOPs, %2 moved; shapes of %3 of %4 nodes inferred</source>
        <translation>%1 FLOPs，搬运 %2；已推断 %4 个节点中 %3 个的形状</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>%1 s</source>
        <translation>%1 秒</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 min</source>
        <translation>%1 分钟</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 h</source>
        <translation>%1 小时</translation>
    </message>
</context>
<context>
    <name>GraphDocument</name>
    <message numerus="yes">
        <location filename="../widgets/graph/GraphDocument.cpp" line="+87"/>
        <source>%n value(s)</source>
        <translation>
            <numerusform>%n 个值</numerusform>
        </translation>
    </message>
    <message>
        <location line="+64"/>
        <source>shape %1</source>
        <translation>形状 %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>shape unknown: %1</source>
        <translation>形状未知：%1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>module %1</source>
        <translation>模块 %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>model.py line %1</source>
        <translation>model.py 第 %1 行</translation>
    </message>
</context>
<context>
    <name>GraphPainter</name>
    <message>
        <location filename="../widgets/graph/GraphPainter.cpp" line="+215"/>
        <source>%1 ops</source>
        <translation>%1 个算子</translation>
    </message>
</context>
<context>
    <name>OpClass</name>
    <message>
        <location filename="../widgets/graph/OpClass.cpp" line="+20"/>
        <source>conv / linear / matmul</source>
        <translation>卷积 / 线性 / 矩阵乘</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>normalization</source>
        <translation>归一化</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+24"/>
        <source>activation</source>
        <translation>激活</translation>
    </message>
    <message>
        <location line="-22"/>
        <location line="+24"/>
        <source>elementwise</source>
        <translation>逐元素</translation>
    </message>
    <message>
        <location line="-22"/>
        <source>shape / view</source>
        <translation>形状 / 视图</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>reduction / pooling</source>
        <translation>归约 / 池化</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+24"/>
        <source>attention</source>
        <translation>注意力</translation>
    </message>
    <message>
        <location line="-22"/>
        <location line="+24"/>
        <source>other</source>
        <translation>其他</translation>
    </message>
    <message>
        <location line="-22"/>
        <source>input / output</source>
        <translation>输入 / 输出</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>compute</source>
        <translation>计算</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>norm</source>
        <translation>归一化</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>shape</source>
        <translation>形状</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>reduction</source>
        <translation>归约</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>data</source>
        <translation>数据</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message numerus="yes">
        <location filename="../widgets/analysis/LogImport.cpp" line="+14"/>
        <source>%n run(s) imported</source>
        <translation>
            <numerusform>已导入 %n 个运行</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n duplicate log(s) skipped</source>
        <translation>
            <numerusform>已跳过 %n 个重复日志</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n 个错误</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>nothing imported</source>
        <translation>未导入任何内容</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1: the same content was already imported as run #%2 &apos;%3&apos;</source>
        <translation>%1：相同内容已作为运行 #%2 “%3”导入</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1: run #%2 &apos;%3&apos; (%4), %5 samples</source>
        <translation>%1：运行 #%2 “%3”（%4），%5 个样本</translation>
    </message>
</context>
<context>
    <name>RunEstimateText</name>
    <message>
        <location filename="../widgets/run/RunEstimateText.cpp" line="+13"/>
        <source>Estimate: no cost model has predicted this dataset yet (graphnet-bench cost-model predict).</source>
        <translation>估计：尚无成本模型预测过此数据集（graphnet-bench cost-model predict）。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Estimate: %1 has predicted none of these samples.</source>
        <translation>估计：%1 未预测这些样本中的任何一个。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Estimate by %1 for %2 of %3 samples: one eager call of each %4 in all; warm-up and timed calls of both sides %5 for %6 backend(s) (loading, inputs and compilation not included).</source>
        <translation>由 %1 估计 %3 个样本中的 %2 个：每个样本调用一次 eager 共 %4；两侧的预热与计时调用共 %5，%6 个后端（不含加载、输入生成与编译）。</translation>
    </message>
</context>
<context>
    <name>SampleResultsModel</name>
    <message>
        <location filename="../widgets/util/ResultText.cpp" line="+24"/>
        <source>noisy</source>
        <translation>噪声</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>contended</source>
        <translation>受干扰</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>%1 against %2, %3 protocol</source>
        <translation>%1（相对于 %2，%3 协议）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>95% confidence interval: %1 to %2</source>
        <translation>95% 置信区间：%1 至 %2</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>timed calls per side: %n</source>
        <translation>
            <numerusform>每侧计时调用次数：%n</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>measured as: %1</source>
        <translation>测量方式：%1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>measured %1 on %2</source>
        <translation>%1 测量于 %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>other processes kept %1 cores busy meanwhile</source>
        <translation>其间其他进程占用了 %1 个核心</translation>
    </message>
</context>
<context>
    <name>SummaryTables</name>
    <message>
        <location filename="../widgets/analysis/TextTableModel.cpp" line="+13"/>
        <source>run</source>
        <translation>运行</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>category</source>
        <translation>类别</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>samples</source>
        <translation>样本</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>passed</source>
        <translation>通过</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>pass rate</source>
        <translation>通过率</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>geomean speedup (passing)</source>
        <translation>几何平均加速比（通过）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>geomean speedup (common)</source>
        <translation>几何平均加速比（共同）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>common</source>
        <translation>共同</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>compile s median</source>
        <translation>编译秒数中位数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>compile s mean</source>
        <translation>编译秒数均值</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>graph breaks</source>
        <translation>图中断</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>noisy</source>
        <translation>噪声</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>contended</source>
        <translation>受干扰</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>memory compression</source>
        <translation>内存压缩比</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>geomean ratio new/base</source>
        <translation>几何平均比值 新/基准</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>regressions</source>
        <translation>退化</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>improvements</source>
        <translation>改进</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>now fail</source>
        <translation>现在失败</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>now pass</source>
        <translation>现在通过</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>sample</source>
        <translation>样本</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>change</source>
        <translation>变化</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>speedup base</source>
        <translation>基准加速比</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>speedup new</source>
        <translation>新加速比</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ratio new/base</source>
        <translation>比值 新/基准</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>interval base</source>
        <translation>基准区间</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>interval new</source>
        <translation>新区间</translation>
    </message>
</context>
<context>
    <name>gnw::app::BenchChildProcess</name>
    <message>
        <location filename="../app/gui/engine/BenchChildProcess.cpp" line="+36"/>
        <source>%1 could not be started: %2</source>
        <translation>无法启动 %1：%2</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>cancelled</source>
        <translation>已取消</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 ended abnormally (%2)</source>
        <translation>%1 异常结束（%2）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 failed (exit code %2)</source>
        <translation>%1 失败（退出码 %2）</translation>
    </message>
</context>
<context>
    <name>gnw::app::EngineProfiler</name>
    <message>
        <location filename="../app/gui/engine/EngineProfiler.cpp" line="+25"/>
        <source>waiting for the workbench&apos;s start-up (the backend catalog)…</source>
        <translation>正在等待工作台启动完成（后端目录）…</translation>
    </message>
</context>
<context>
    <name>gnw::ui::AnalysisControls</name>
    <message>
        <location filename="../widgets/analysis/AnalysisControls.cpp" line="+20"/>
        <source>Macro overlay (aggregated)</source>
        <translation>叠加宏观形式（聚合）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>95% bootstrap band</source>
        <translation>95% 自助法置信带</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Correct samples only</source>
        <translation>仅正确的样本</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Leave out flagged results (noisy, contended)</source>
        <translation>排除已标记的结果（噪声大、资源争用）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>per run</source>
        <translation>按运行</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>per backend</source>
        <translation>按后端</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>per category</source>
        <translation>按类别</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>per domain (NLP / CV / other)</source>
        <translation>按领域（NLP / CV / 其他）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>end-to-end (upstream)</source>
        <translation>端到端（上游）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>device (gpu) time</source>
        <translation>设备（GPU）时间</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Negative-speedup penalty: a correct sample with speedup s &lt; 1 counts as s^(p+1)</source>
        <translation>负加速惩罚：加速比 s &lt; 1 的正确样本按 s^(p+1) 计</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Failure penalty (fpdb): the factor of a failed sample</source>
        <translation>失败惩罚（fpdb）：失败样本的因子</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>How failures are tolerated at positive t (error codes and their levels)</source>
        <translation>正 t 时如何容忍失败（错误码及其等级）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draw the macro form (alpha, beta, lambda, eta, gamma) dashed over each curve</source>
        <translation>在每条曲线上以虚线绘制宏观形式（alpha、beta、lambda、eta、gamma）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Percentile band from %1 resamples of the samples (seeded)</source>
        <translation>由样本的 %1 次重采样得到的百分位带（固定种子）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Results whose timings stayed noisy after the re-measures, or were taken while other processes kept cores busy; off by default, as upstream&apos;s curves take every result</source>
        <translation>重新测量后计时仍然噪声大，或在其他进程占用核心时测得的结果；默认关闭，因为上游的曲线包含所有结果</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Upstream&apos;s violins take every sample with a positive speedup, whatever its status</source>
        <translation>上游的小提琴图包含所有加速比为正的样本，不论其状态</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>by name</source>
        <translation>按名称</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>by median speedup</source>
        <translation>按加速比中位数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>custom (drag to reorder)</source>
        <translation>自定义（拖动排序）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Scores</source>
        <translation>得分</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Curves</source>
        <translation>曲线</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Speedup</source>
        <translation>加速比</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>p</source>
        <translation>p</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>b</source>
        <translation>b</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Interpretation</source>
        <translation>解释方式</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Violins</source>
        <translation>小提琴图</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Order</source>
        <translation>顺序</translation>
    </message>
</context>
<context>
    <name>gnw::ui::AnalysisPage</name>
    <message>
        <location filename="../widgets/analysis/AnalysisPage.cpp" line="+71"/>
        <source>S(t)</source>
        <translation>S(t)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ES(t)</source>
        <translation>ES(t)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Speedup Violins</source>
        <translation>加速比小提琴图</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Compare Runs</source>
        <translation>比较运行</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Summary</source>
        <translation>汇总</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>%1 at t = %2, %3</source>
        <translation>%1，t = %2，%3</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Speedups of %1</source>
        <translation>%1 的加速比</translation>
    </message>
    <message>
        <location line="+78"/>
        <source>No runs yet: drop upstream test_compiler logs here or use File → Import Benchmark Logs…</source>
        <translation>还没有运行：将上游 test_compiler 日志拖到这里，或使用 文件 → 导入基准测试日志…</translation>
    </message>
    <message>
        <location line="+120"/>
        <source>&lt;b&gt;Micro and macro forms disagree&lt;/b&gt; (upstream aborts here; the micro values are drawn):</source>
        <translation>&lt;b&gt;微观与宏观形式不一致&lt;/b&gt;（上游会在此中止；图中绘制的是微观值）：</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;br&gt;… and %1 more (see the tool tip)</source>
        <translation>&lt;br&gt;……另有 %1 条（见工具提示）</translation>
    </message>
    <message numerus="yes">
        <location line="+17"/>
        <source>Importing %n log(s)…</source>
        <translation>
            <numerusform>正在导入 %n 个日志…</numerusform>
        </translation>
    </message>
    <message>
        <location line="-266"/>
        <source>Roofline</source>
        <translation>屋顶线</translation>
    </message>
</context>
<context>
    <name>gnw::ui::BackendChoiceList</name>
    <message>
        <location filename="../widgets/run/BackendChoiceList.cpp" line="+21"/>
        <source>For Paddle samples</source>
        <translation>用于 Paddle 样本</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>For PyTorch samples</source>
        <translation>用于 PyTorch 样本</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 — unavailable: %2</source>
        <translation>%1 — 不可用：%2</translation>
    </message>
</context>
<context>
    <name>gnw::ui::CategoryTreeModel</name>
    <message>
        <location filename="../widgets/dataset/CategoryTreeModel.cpp" line="+21"/>
        <location line="+6"/>
        <source>Samples</source>
        <translation>样本</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All samples</source>
        <translation>全部样本</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>(none)</source>
        <translation>（无）</translation>
    </message>
</context>
<context>
    <name>gnw::ui::ChartData</name>
    <message>
        <location filename="../widgets/charts/ChartData.cpp" line="+45"/>
        <source>gpu speedup</source>
        <translation>GPU 加速比</translation>
    </message>
</context>
<context>
    <name>gnw::ui::ChartPanel</name>
    <message>
        <location filename="../widgets/analysis/ChartPanel.cpp" line="+59"/>
        <source> dpi</source>
        <translation> dpi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Resolution of PNG exports (upstream saves at 300 dpi)</source>
        <translation>PNG 导出的分辨率（上游以 300 dpi 保存）</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+2"/>
        <location line="+81"/>
        <source>Export…</source>
        <translation>导出…</translation>
    </message>
    <message>
        <location line="-83"/>
        <source>Save as PNG, SVG or PDF in the light report style</source>
        <translation>以浅色报告样式保存为 PNG、SVG 或 PDF</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+81"/>
        <source>Copy Image</source>
        <translation>复制图像</translation>
    </message>
    <message>
        <location line="-80"/>
        <location line="+81"/>
        <source>Data as CSV…</source>
        <translation>数据另存为 CSV…</translation>
    </message>
    <message>
        <location line="-78"/>
        <location line="+80"/>
        <source>Reset Zoom</source>
        <translation>重置缩放</translation>
    </message>
    <message>
        <location line="-80"/>
        <source>Undo wheel zooming</source>
        <translation>撤销滚轮缩放</translation>
    </message>
    <message>
        <location line="+49"/>
        <location line="+10"/>
        <source>Export Chart</source>
        <translation>导出图表</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>PNG image (*.png);;SVG drawing (*.svg);;PDF document (*.pdf)</source>
        <translation>PNG 图像 (*.png);;SVG 绘图 (*.svg);;PDF 文档 (*.pdf)</translation>
    </message>
    <message>
        <location line="+15"/>
        <location line="+6"/>
        <source>Save Chart Data</source>
        <translation>保存图表数据</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>CSV (*.csv)</source>
        <translation>CSV (*.csv)</translation>
    </message>
</context>
<context>
    <name>gnw::ui::ClusterSweepModel</name>
    <message>
        <location filename="../widgets/run/ClusterSweepModel.cpp" line="+44"/>
        <source>%1 pending, %2 running, %3 done, %4 failed</source>
        <translation>%1 个等待，%2 个运行中，%3 个完成，%4 个失败</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 / %2 done</source>
        <translation>已完成 %1 / %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>submitting</source>
        <translation>正在提交</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>running</source>
        <translation>运行中</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>complete</source>
        <translation>已完成</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>failed</source>
        <translation>失败</translation>
    </message>
    <message>
        <location line="-50"/>
        <source>Sweep</source>
        <translation>扫描</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Slurm job</source>
        <translation>Slurm 作业</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Backends</source>
        <translation>后端</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Shards</source>
        <translation>分片</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Results merged</source>
        <translation>已合并结果</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>State</source>
        <translation>状态</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Message</source>
        <translation>消息</translation>
    </message>
</context>
<context>
    <name>gnw::ui::ClusterSweeps</name>
    <message numerus="yes">
        <location filename="../widgets/run/ClusterSweeps.cpp" line="+146"/>
        <source>%1 on Slurm, %n shard(s)</source>
        <translation>
            <numerusform>%1，Slurm 上 %n 个分片</numerusform>
        </translation>
    </message>
    <message>
        <location line="+86"/>
        <source>shard %1: %2</source>
        <translation>分片 %1：%2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1; `graphnet-bench slurm resume %2` resubmits them</source>
        <translation>%1；`graphnet-bench slurm resume %2` 会重新提交它们</translation>
    </message>
</context>
<context>
    <name>gnw::ui::CodeEditor</name>
    <message>
        <location filename="../widgets/common/CodeEditor.cpp" line="+31"/>
        <source>Find:</source>
        <translation>查找：</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Previous</source>
        <translation>上一个</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Next</source>
        <translation>下一个</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>not found</source>
        <translation>未找到</translation>
    </message>
</context>
<context>
    <name>gnw::ui::ComparisonChart</name>
    <message>
        <location filename="../widgets/analysis/ComparisonChart.cpp" line="+41"/>
        <source>correct in both</source>
        <translation>两者均正确</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>status changed</source>
        <translation>状态已改变</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>failed in both</source>
        <translation>两者均失败</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>equal speedup</source>
        <translation>加速比相同</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>speedup, A: %1</source>
        <translation>加速比，A：%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>speedup, B: %1</source>
        <translation>加速比，B：%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 common samples; geometric mean of speedup B / A = %2</source>
        <translation>%1 个共同样本；加速比 B / A 的几何平均 = %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 common samples; none with a speedup in both runs</source>
        <translation>%1 个共同样本；没有样本在两次运行中都有加速比</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;A: %2, speedup %3&lt;br&gt;B: %4, speedup %5</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;A：%2，加速比 %3&lt;br&gt;B：%4，加速比 %5</translation>
    </message>
</context>
<context>
    <name>gnw::ui::ComparisonPanel</name>
    <message>
        <location filename="../widgets/analysis/ComparisonPanel.cpp" line="+34"/>
        <source>Run A</source>
        <translation>运行 A</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Run B</source>
        <translation>运行 B</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Samples whose status changed</source>
        <translation>状态改变的样本</translation>
    </message>
</context>
<context>
    <name>gnw::ui::DatasetDock</name>
    <message>
        <location filename="../widgets/dataset/DatasetDock.cpp" line="+11"/>
        <source>Dataset</source>
        <translation>数据集</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>By source folder</source>
        <translation>按来源文件夹</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>By heuristic tag</source>
        <translation>按启发式标签</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>By framework</source>
        <translation>按框架</translation>
    </message>
</context>
<context>
    <name>gnw::ui::DatasetSession</name>
    <message>
        <location filename="../widgets/dataset/DatasetSession.cpp" line="+108"/>
        <source>cost model #%1 (%2, %3)</source>
        <translation>成本模型 #%1（%2，%3）</translation>
    </message>
    <message>
        <location line="-36"/>
        <source>analysing %1</source>
        <translation>正在分析 %1</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>%1 samples (%2 invalid), %3 read, %4 unchanged in %5 s</source>
        <translation>%1 个样本（%2 个无效），读取 %3 个，%4 个未变，用时 %5 秒</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Indexing cancelled: </source>
        <translation>索引已取消：</translation>
    </message>
</context>
<context>
    <name>gnw::ui::DrillDownPanel</name>
    <message>
        <location filename="../widgets/analysis/DrillDownPanel.cpp" line="+19"/>
        <source>Open Sample</source>
        <translation>打开样本</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Filter samples…</source>
        <translation>筛选样本…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Close the sample list</source>
        <translation>关闭样本列表</translation>
    </message>
    <message numerus="yes">
        <location line="+22"/>
        <source>%1 — %n sample(s)</source>
        <translation>
            <numerusform>%1 — %n 个样本</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gnw::ui::EagerProfileService</name>
    <message>
        <location filename="../widgets/profile/EagerProfileService.cpp" line="+28"/>
        <source>the profile&apos;s output is not JSON (%1 at offset %2)</source>
        <translation>性能剖析的输出不是 JSON（%1，偏移 %2）</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>the profile names no nodes</source>
        <translation>性能剖析结果中没有节点</translation>
    </message>
</context>
<context>
    <name>gnw::ui::EnvironmentSetupDialog</name>
    <message>
        <location filename="../widgets/run/EnvironmentSetupDialog.cpp" line="+18"/>
        <source>Create the environment of %1</source>
        <translation>创建 %1 的环境</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Running: %1</source>
        <translation>正在运行：%1</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Stopping…</source>
        <translation>正在停止…</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Installing the packages of %1&apos;s environment; this can take minutes.</source>
        <translation>正在安装 %1 环境的软件包，可能需要几分钟。</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Created. %1 is offered the next time New Run opens.</source>
        <translation>已创建。下次打开“新建运行”时可选择 %1。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Could not start %1: %2</source>
        <translation>无法启动 %1：%2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Failed (exit code %1): the output above says why.</source>
        <translation>失败（退出码 %1）：原因见上方输出。</translation>
    </message>
</context>
<context>
    <name>gnw::ui::GraphCanvas</name>
    <message>
        <location filename="../widgets/graph/GraphCanvas.cpp" line="+259"/>
        <source>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;%2 ops · double-click to %3</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;%2 个算子 · 双击以%3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>collapse</source>
        <translation>折叠</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>expand</source>
        <translation>展开</translation>
    </message>
</context>
<context>
    <name>gnw::ui::GraphMinimap</name>
    <message>
        <location filename="../widgets/graph/GraphMinimap.cpp" line="+22"/>
        <source>Overview: click or drag to move the view</source>
        <translation>概览：单击或拖动以移动视图</translation>
    </message>
</context>
<context>
    <name>gnw::ui::GraphPage</name>
    <message>
        <location filename="../widgets/graph/GraphPage.cpp" line="+44"/>
        <source>Click a node for its details, double-click a group to open or close it; double-click a row naming another node to go there</source>
        <translation>单击节点查看详情，双击分组将其展开或折叠；双击指向另一节点的行可跳转到该节点</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Ops</source>
        <translation>算子</translation>
    </message>
    <message>
        <location line="+29"/>
        <location line="+89"/>
        <source>No sample selected</source>
        <translation>未选择样本</translation>
    </message>
    <message>
        <location line="-80"/>
        <source>Find op, name, module or shape…</source>
        <translation>查找算子、名称、模块或形状…</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Previous match (Shift+Enter)</source>
        <translation>上一个匹配（Shift+Enter）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Next match (Enter)</source>
        <translation>下一个匹配（Enter）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Fit</source>
        <translation>适应窗口</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Fit the graph to the window (F)</source>
        <translation>使计算图适应窗口（F）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Expand all</source>
        <translation>全部展开</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Open every module group</source>
        <translation>展开所有模块分组</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Collapse all</source>
        <translation>全部折叠</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Close every module group</source>
        <translation>折叠所有模块分组</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export</source>
        <translation>导出</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Save the graph as SVG or PNG</source>
        <translation>将计算图保存为 SVG 或 PNG</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>SVG…</source>
        <translation>SVG…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PNG…</source>
        <translation>PNG…</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Parsing model.py…</source>
        <translation>正在解析 model.py…</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Parsing…</source>
        <translation>正在解析…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>model.py could not be parsed:
%1</source>
        <translation>无法解析 model.py：
%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Parse error</source>
        <translation>解析错误</translation>
    </message>
    <message>
        <location line="+56"/>
        <source> &lt;a href=&quot;hide&quot;&gt;hide&lt;/a&gt;</source>
        <translation> &lt;a href=&quot;hide&quot;&gt;隐藏&lt;/a&gt;</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Laying out…</source>
        <translation>正在布局…</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>%1 nodes · %2 shown · layout %3 ms</source>
        <translation>%1 个节点 · 显示 %2 个 · 布局 %3 毫秒</translation>
    </message>
    <message numerus="yes">
        <location line="+32"/>
        <source>%n match(es)</source>
        <translation>
            <numerusform>%n 个匹配</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+8"/>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <location line="+104"/>
        <source>Export graph as SVG</source>
        <translation>将计算图导出为 SVG</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Export graph as PNG</source>
        <translation>将计算图导出为 PNG</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>SVG (*.svg)</source>
        <translation>SVG (*.svg)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>PNG (*.png)</source>
        <translation>PNG (*.png)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Could not write %1</source>
        <translation>无法写入 %1</translation>
    </message>
</context>
<context>
    <name>gnw::ui::JobStatusWidget</name>
    <message>
        <location filename="../widgets/common/JobStatusWidget.cpp" line="+13"/>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
</context>
<context>
    <name>gnw::ui::JsonTreeModel</name>
    <message>
        <location filename="../widgets/sample/JsonTreeModel.cpp" line="+35"/>
        <location line="+5"/>
        <source>Key</source>
        <translation>键</translation>
    </message>
    <message>
        <location line="-5"/>
        <location line="+5"/>
        <source>Value</source>
        <translation>值</translation>
    </message>
</context>
<context>
    <name>gnw::ui::LocateFaultDialog</name>
    <message>
        <location filename="../widgets/fault/LocateFaultDialog.cpp" line="+23"/>
        <source>Cancel search</source>
        <translation>取消搜索</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show in graph</source>
        <translation>在图中显示</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open reproducer folder</source>
        <translation>打开复现样本文件夹</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open test</source>
        <translation>打开测试</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Locate fault: %1 with %2</source>
        <translation>定位错误：%1，后端 %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Operators</source>
        <translation>算子</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Faulty</source>
        <translation>有错误</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Verdict</source>
        <translation>结论</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Seconds</source>
        <translation>秒</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Stopping after the probe in flight…</source>
        <translation>当前探测结束后停止…</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Running cuts of %1 with %2 (tolerance t = %3, %4 mode): each probe is one worker process.</source>
        <translation>正在用 %2 运行 %1 的切片（容差 t = %3，%4 模式）：每次探测是一个工作进程。</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>The search could not run.</source>
        <translation>搜索无法运行。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 backend runs, %2 s. The whole sample (%3 operators): %4</source>
        <translation>后端运行 %1 次，%2 秒。整个样本（%3 个算子）：%4</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Not faulty at t = %1: nothing to locate.</source>
        <translation>在 t = %1 时没有错误：无需定位。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No single operator was found (see the steps).</source>
        <translation>未找到单个算子（见各步骤）。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;b&gt;First faulty operator&lt;/b&gt;: %1 = %2 at model.py:%3%4&lt;br&gt;&lt;code&gt;%5&lt;/code&gt;</source>
        <translation>&lt;b&gt;第一个出错的算子&lt;/b&gt;：%1 = %2，位于 model.py:%3%4&lt;br&gt;&lt;code&gt;%5&lt;/code&gt;</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&lt;br&gt;inputs: %1</source>
        <translation>&lt;br&gt;输入：%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;br&gt;outputs: %1</source>
        <translation>&lt;br&gt;输出：%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;br&gt;reproducer (%1): %2</source>
        <translation>&lt;br&gt;复现样本（%1）：%2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;br&gt;no test file: %1</source>
        <translation>&lt;br&gt;没有测试文件：%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;br&gt;test: %1</source>
        <translation>&lt;br&gt;测试：%1</translation>
    </message>
</context>
<context>
    <name>gnw::ui::MainWindow</name>
    <message>
        <location filename="../widgets/MainWindow.cpp" line="+104"/>
        <source>GraphNet Workbench</source>
        <translation>GraphNet 工作台</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Samples</source>
        <translation>样本</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Runs</source>
        <translation>运行</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Analysis</source>
        <translation>分析</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Indexing %1…</source>
        <translation>正在索引 %1…</translation>
    </message>
    <message>
        <location line="-39"/>
        <source>These are real GraphNet samples bundled with the workbench, a small slice of the dataset (&lt;code&gt;samples/PROVENANCE.tsv&lt;/code&gt;). To work on the full dataset, clone GraphNet (&lt;code&gt;git clone https://github.com/PaddlePaddle/GraphNet&lt;/code&gt;) and open its &lt;code&gt;samples&lt;/code&gt; folder with File → Open Dataset… (Ctrl+O). Start a benchmark with Run → New Run… (Ctrl+R).</source>
        <translation>这些是工作台自带的真实 GraphNet 样本，是数据集的一小部分（&lt;code&gt;samples/PROVENANCE.tsv&lt;/code&gt;）。要使用完整数据集，请克隆 GraphNet（&lt;code&gt;git clone https://github.com/PaddlePaddle/GraphNet&lt;/code&gt;），然后通过 文件 → 打开数据集…（Ctrl+O）打开其 &lt;code&gt;samples&lt;/code&gt; 文件夹。通过 运行 → 新建运行…（Ctrl+R）开始基准测试。</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>%1 holds no GraphNet samples (a sample is a folder with model.py and graph_net.json). Open another with File → Open Dataset… (Ctrl+O).</source>
        <translation>%1 中没有 GraphNet 样本（样本是包含 model.py 和 graph_net.json 的文件夹）。可用 文件 → 打开数据集…（Ctrl+O）打开其他文件夹。</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>%1 is not in the open dataset (%2).</source>
        <translation>%1 不在已打开的数据集（%2）中。</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Run Selected Samples…</source>
        <translation>运行所选样本…</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>The dataset folder %1 does not exist; the bundled samples are shown instead. Open another with File → Open Dataset… (Ctrl+O).</source>
        <translation>数据集文件夹 %1 不存在；改为显示内置样本。可用 文件 → 打开数据集…（Ctrl+O）打开其他文件夹。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Open Another Store…</source>
        <translation>打开其他存储…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Create a New Store…</source>
        <translation>新建存储…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The store %1 cannot be used: %2. It was left as it is. Open another store or create a new one; the workbench then starts again on it.</source>
        <translation>存储 %1 无法使用：%2。它保持原样未被改动。请打开其他存储或新建一个；工作台随后会用它重新启动。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>New store</source>
        <translation>新建存储</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>SQLite stores (*.sqlite *.db)</source>
        <translation>SQLite 存储 (*.sqlite *.db)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open store</source>
        <translation>打开存储</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>SQLite stores (*.sqlite *.db);;All files (*)</source>
        <translation>SQLite 存储 (*.sqlite *.db);;所有文件 (*)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Could not start %1 again.</source>
        <translation>无法重新启动 %1。</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Open Dataset…</source>
        <translation>打开数据集(&amp;O)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open GraphNet samples folder</source>
        <translation>打开 GraphNet 样本文件夹</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Open &amp;Recent</source>
        <translation>最近打开(&amp;R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open &amp;Bundled Samples</source>
        <translation>打开自带样本(&amp;B)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>New Sample from &amp;Model…</source>
        <translation>从模型新建样本(&amp;M)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Import Benchmark Logs…</source>
        <translation>导入基准测试日志(&amp;I)…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Re-&amp;index</source>
        <translation>重新索引(&amp;I)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Re-index (read &amp;all files)</source>
        <translation>重新索引（读取所有文件）(&amp;A)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Settings</source>
        <translation>设置(&amp;S)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;About</source>
        <translation>关于(&amp;A)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>About GraphNet Workbench</source>
        <translation>关于 GraphNet 工作台</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;b&gt;GraphNet Workbench %1&lt;/b&gt;&lt;p&gt;Browse, benchmark and analyse GraphNet computation graphs.&lt;/p&gt;&lt;p&gt;Store: %2&lt;/p&gt;</source>
        <translation>&lt;b&gt;GraphNet 工作台 %1&lt;/b&gt;&lt;p&gt;浏览、基准测试和分析 GraphNet 计算图。&lt;/p&gt;&lt;p&gt;存储：%2&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Open Dataset</source>
        <translation>打开数据集</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 is not a folder.</source>
        <translation>%1 不是文件夹。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 — GraphNet Workbench</source>
        <translation>%1 — GraphNet 工作台</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>&amp;Run</source>
        <translation>运行(&amp;R)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;New Run…</source>
        <translation>新建运行(&amp;N)…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This build has no benchmark engine.</source>
        <translation>此构建没有基准测试引擎。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Cancel Shown Run</source>
        <translation>取消显示的运行(&amp;C)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Resume Interrupted Runs</source>
        <translation>继续中断的运行(&amp;R)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Show Run &amp;History</source>
        <translation>显示运行历史(&amp;H)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Run</source>
        <translation>运行</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Language</source>
        <translation>语言(&amp;L)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The language changes when the workbench starts again.</source>
        <translation>语言将在工作台下次启动时更改。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>New Run</source>
        <translation>新建运行</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>This build has no benchmark engine (LibTorch).</source>
        <translation>此构建没有基准测试引擎（LibTorch）。</translation>
    </message>
    <message>
        <location line="+71"/>
        <source>Import test_compiler logs</source>
        <translation>导入 test_compiler 日志</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Logs (*.log *.txt);;All files (*)</source>
        <translation>日志 (*.log *.txt);;所有文件 (*)</translation>
    </message>
    <message>
        <location line="-307"/>
        <location line="+23"/>
        <location line="+10"/>
        <location line="+252"/>
        <source>Store: %1</source>
        <translation>数据存储：%1</translation>
    </message>
</context>
<context>
    <name>gnw::ui::MetaTableModel</name>
    <message>
        <location filename="../widgets/sample/MetaTableModel.cpp" line="+11"/>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Kind</source>
        <translation>类别</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Shape</source>
        <translation>形状</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>DType</source>
        <translation>数据类型</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Numel</source>
        <translation>元素数</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Bytes</source>
        <translation>字节</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mean</source>
        <translation>均值</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Std</source>
        <translation>标准差</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Min</source>
        <translation>最小值</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Max</source>
        <translation>最大值</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Data</source>
        <translation>数据</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>weight</source>
        <translation>权重</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>input</source>
        <translation>输入</translation>
    </message>
    <message numerus="yes">
        <location line="+25"/>
        <source>Total: %n tensor(s)</source>
        <translation>
            <numerusform>合计：%n 个张量</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gnw::ui::NewRunDialog</name>
    <message>
        <location filename="../widgets/run/NewRunDialog.cpp" line="+57"/>
        <source>New Run</source>
        <translation>新建运行</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Samples</source>
        <translation>样本</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Selected in the browser</source>
        <translation>浏览器中选中的样本</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Category or tag:</source>
        <translation>类别或标签：</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Current filter</source>
        <translation>当前筛选</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All samples of the dataset</source>
        <translation>数据集的全部样本</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Backends (one run each, same seed and samples)</source>
        <translation>后端（每个后端一次运行，种子和样本相同）</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Backend options as a JSON object, e.g. {&quot;mode&quot;: &quot;max-autotune&quot;}</source>
        <translation>后端选项，JSON 对象，例如 {&quot;mode&quot;: &quot;max-autotune&quot;}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Options:</source>
        <translation>选项：</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>interleaved (eager and backend trials alternate)</source>
        <translation>交错（eager 与后端的计时轮流进行）</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>upstream (as test_compiler: all eager trials, then the backend&apos;s)</source>
        <translation>上游（同 test_compiler：先全部 eager 计时，再计后端）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>blocks (blocks of ~50 ms alternate; interval from the block pairs)</source>
        <translation>分块（约 50 ms 的调用块交替进行；区间由块对得出）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Each sample measured this many times, each time in fresh processes, the run going over all its samples once per repeat. The result is the median over the repeats and its interval comes from their spread, so that it holds for another run; a single run&apos;s interval covers one process only.</source>
        <translation>每个样本测量这么多次，每次都在新的进程中，运行每次重复都遍历其全部样本一次。结果是各次重复的中位数，其区间来自它们的离散程度，因此对另一次运行也成立；单次运行的区间只覆盖一个进程。</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+8"/>
        <source> s</source>
        <translation> 秒</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>default interpreter</source>
        <translation>默认解释器</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Measuring</source>
        <translation>测量</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Device:</source>
        <translation>设备：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Protocol:</source>
        <translation>协议：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Warm-up calls:</source>
        <translation>预热调用：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Timed trials:</source>
        <translation>计时次数：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Repeats:</source>
        <translation>重复次数：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Minimum timed time:</source>
        <translation>最短计时时间：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Timeout per sample:</source>
        <translation>每个样本的超时：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Threads:</source>
        <translation>线程：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seed:</source>
        <translation>种子：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fluctuation guard:</source>
        <translation>波动保护：</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Python for compiler backends:</source>
        <translation>编译器后端使用的 Python：</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Run on</source>
        <translation>运行位置</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This machine</source>
        <translation>本机</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Slurm cluster (job array)</source>
        <translation>Slurm 集群（作业数组）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>sbatch is not on PATH: no Slurm cluster to submit to.</source>
        <translation>PATH 中没有 sbatch：没有可提交的 Slurm 集群。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the cluster&apos;s default</source>
        <translation>集群默认</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>e.g. gpu:1</source>
        <translation>例如 gpu:1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>e.g. 01:00:00</source>
        <translation>例如 01:00:00</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Target:</source>
        <translation>目标：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shards:</source>
        <translation>分片数：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Partition:</source>
        <translation>分区：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPUs (gres):</source>
        <translation>GPU（gres）：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time limit per shard:</source>
        <translation>每个分片的时间限制：</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Name and notes</source>
        <translation>名称与备注</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>default: &lt;backend&gt; on &lt;device&gt; &lt;time&gt;</source>
        <translation>默认：&lt;后端&gt; on &lt;设备&gt; &lt;时间&gt;</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Name:</source>
        <translation>名称：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Notes:</source>
        <translation>备注：</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Start</source>
        <translation>开始</translation>
    </message>
    <message numerus="yes">
        <location line="+67"/>
        <source>Selected in the browser (%n)</source>
        <translation>
            <numerusform>浏览器中选中的样本（%n）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Current filter “%1” (%n)</source>
        <translation>
            <numerusform>当前筛选“%1”（%n）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>All samples of the dataset (%n)</source>
        <translation>
            <numerusform>数据集的全部样本（%n）</numerusform>
        </translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Choose at least one backend.</source>
        <translation>请至少选择一个后端。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Backend %1 is not available: %2</source>
        <translation>后端 %1 不可用：%2</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Backend options, character %1: %2</source>
        <translation>后端选项，第 %1 个字符：%2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Backend options must be a JSON object ({…}).</source>
        <translation>后端选项必须是 JSON 对象（{…}）。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The chosen scope has no samples.</source>
        <translation>所选范围内没有样本。</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Backend %1 runs %2 samples; the chosen scope has none.</source>
        <translation>后端 %1 运行 %2 样本；所选范围内没有这类样本。</translation>
    </message>
    <message>
        <location line="-221"/>
        <source>A phase whose trial times have IQR/median above this is noisy; 0 turns the check off.</source>
        <translation>试验时间的 IQR/中位数高于此值的阶段视为有噪声；0 表示关闭该检查。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>re-measure, then keep it flagged noisy</source>
        <translation>重新测量，然后保留并标记为有噪声</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>fail it (upstream&apos;s guard, class fluctuation)</source>
        <translation>判为失败（上游的保护，类别 fluctuation）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A noisy phase&apos;s trials are taken again, at most three times; a result still noisy is kept with the noisy flag and its IQR/median.</source>
        <translation>有噪声阶段的试验最多重新进行三次；仍有噪声的结果会被保留，并带有噪声标记及其 IQR/中位数。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>as upstream&apos;s test_compiler (grad on, its dynamo flags, default device)</source>
        <translation>与上游 test_compiler 相同（启用梯度、其 dynamo 标志、默认设备）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>strict (no_grad, torch&apos;s dynamo defaults, no default device)</source>
        <translation>严格（no_grad、torch 的 dynamo 默认值、无默认设备）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>How the Python bridge runs model.py for torch.compile, TVM and other Python backends. Upstream&apos;s choices make its speedups, and ours comparable with them; each is recorded with every result.</source>
        <translation>Python 桥为 torch.compile、TVM 及其他 Python 后端运行 model.py 的方式。上游的选择决定其加速比，并使我们的结果可与之比较；每项设置都随每个结果记录。</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>When noisy:</source>
        <translation>有噪声时：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Python semantics:</source>
        <translation>Python 语义：</translation>
    </message>
    <message>
        <location line="-39"/>
        <source>After the timed trials, more until the timed calls add up to this (upstream protocol: each side half of it; interleaved: both sides&apos; pairs together; at most 200); 0 takes exactly the trials.</source>
        <translation>在计时试验之后继续增加试验，直到计时调用累计达到此时长（上游协议：每一侧各占一半；交错协议：两侧成对调用合计；最多 200 次）；0 表示恰好按试验次数。</translation>
    </message>
    <message>
        <location line="-41"/>
        <source>Create the environment of %1…</source>
        <translation>创建 %1 的环境…</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1: environment created (offered the next time New Run opens)</source>
        <translation>%1：环境已创建（下次打开“新建运行”时可选）</translation>
    </message>
</context>
<context>
    <name>gnw::ui::NewSampleDialog</name>
    <message>
        <location filename="../widgets/extract/NewSampleDialog.cpp" line="+36"/>
        <source>Static shapes (torch.compile(dynamic=False); upstream&apos;s default is dynamic)</source>
        <translation>静态形状（torch.compile(dynamic=False)；上游默认为动态）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Extract</source>
        <translation>提取</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cancel Extraction</source>
        <translation>取消提取</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>New Sample from Model</source>
        <translation>从模型新建样本</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a Python file whose factory returns a torch.nn.Module and its inputs</source>
        <translation>一个 Python 文件，其工厂函数返回 torch.nn.Module 及其输入</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The function in the model file that returns (module, example inputs)</source>
        <translation>模型文件中返回（模块，示例输入）的函数</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+1"/>
        <source>Browse…</source>
        <translation>浏览…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Model file:</source>
        <translation>模型文件：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Factory:</source>
        <translation>工厂函数：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Output folder:</source>
        <translation>输出文件夹：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sample name:</source>
        <translation>样本名称：</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The extraction&apos;s report: whether the captured graphs reproduce the model, and each written sample&apos;s errors and warnings with file and line.</source>
        <translation>提取报告：捕获的图是否复现模型，以及每个写出样本的错误和警告（含文件与行号）。</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Model File</source>
        <translation>模型文件</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Python files (*.py)</source>
        <translation>Python 文件 (*.py)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Output Folder</source>
        <translation>输出文件夹</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>This build has no extraction engine (LibTorch and the Python bridge).</source>
        <translation>此构建没有提取引擎（LibTorch 和 Python 桥）。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Choose the model file (a Python file).</source>
        <translation>请选择模型文件（一个 Python 文件）。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The factory, the output folder and the sample name are needed.</source>
        <translation>需要工厂函数、输出文件夹和样本名称。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Extracting %1 from %2…</source>
        <translation>正在从 %2 提取 %1…</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>The extraction failed.</source>
        <translation>提取失败。</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Extracted %n sample(s); every check holds.</source>
        <translation>
            <numerusform>已提取 %n 个样本；所有检查均通过。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Extracted %n sample(s) with findings: see the report.</source>
        <translation>
            <numerusform>已提取 %n 个样本，有发现：请看报告。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gnw::ui::NodeDetailsModel</name>
    <message>
        <location filename="../widgets/graph/NodeDetailsModel.cpp" line="+62"/>
        <source>Returns</source>
        <translation>返回</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Node</source>
        <translation>节点</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>target</source>
        <translation>目标</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+89"/>
        <source>class</source>
        <translation>类别</translation>
    </message>
    <message>
        <location line="-87"/>
        <source>defines</source>
        <translation>定义</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>output shape</source>
        <translation>输出形状</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+41"/>
        <source>line</source>
        <translation>行</translation>
    </message>
    <message>
        <location line="-40"/>
        <location line="+64"/>
        <source>module path</source>
        <translation>模块路径</translation>
    </message>
    <message>
        <location line="-63"/>
        <location line="+2"/>
        <location line="+61"/>
        <source>(root)</source>
        <translation>（根）</translation>
    </message>
    <message>
        <location line="-61"/>
        <source>drawn in</source>
        <translation>绘制于</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Arguments</source>
        <translation>参数</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Inputs</source>
        <translation>输入</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Input</source>
        <translation>输入</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>name</source>
        <translation>名称</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>annotation</source>
        <translation>注解</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>shape</source>
        <translation>形状</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>dtype</source>
        <translation>数据类型</translation>
    </message>
    <message>
        <location line="+8"/>
        <source> (line %1)</source>
        <translation>（第 %1 行）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Used by</source>
        <translation>被使用于</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Group</source>
        <translation>分组</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>label</source>
        <translation>标签</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+21"/>
        <source>ops</source>
        <translation>算子</translation>
    </message>
    <message>
        <location line="-20"/>
        <source>members</source>
        <translation>成员</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 nodes, %2 groups</source>
        <translation>%1 个节点，%2 个分组</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+27"/>
        <source>Op classes</source>
        <translation>算子类别</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>Graph</source>
        <translation>计算图</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>framework</source>
        <translation>框架</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>inputs</source>
        <translation>输入</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 drawn, %2 in forward()</source>
        <translation>绘制 %1 个，forward() 中 %2 个</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>outputs</source>
        <translation>输出</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>edges</source>
        <translation>边</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>module groups</source>
        <translation>模块分组</translation>
    </message>
    <message>
        <location line="+81"/>
        <source>Property</source>
        <translation>属性</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Value</source>
        <translation>值</translation>
    </message>
</context>
<context>
    <name>gnw::ui::NodeOverlay</name>
    <message>
        <location filename="../widgets/graph/NodeOverlay.cpp" line="+57"/>
        <source>share of the nodes&apos; eager time</source>
        <translation>占各节点 eager 时间的比例</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>speedup per range against eager</source>
        <translation>各区间相对 eager 的加速比</translation>
    </message>
</context>
<context>
    <name>gnw::ui::NoticeBar</name>
    <message>
        <location filename="../widgets/common/NoticeBar.cpp" line="+38"/>
        <source>Dismiss</source>
        <translation>忽略</translation>
    </message>
</context>
<context>
    <name>gnw::ui::OpHistogramChart</name>
    <message>
        <location filename="../widgets/graph/OpHistogramChart.cpp" line="+46"/>
        <source>Op histogram</source>
        <translation>算子直方图</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Top %1 of %2 op targets</source>
        <translation>%2 个算子目标中的前 %1 个</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Op targets (%1)</source>
        <translation>算子目标（%1）</translation>
    </message>
</context>
<context>
    <name>gnw::ui::ProfilePanel</name>
    <message>
        <location filename="../widgets/profile/ProfilePanel.cpp" line="+32"/>
        <source>Profile Eager Time</source>
        <translation>剖析 Eager 时间</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Colour the graph</source>
        <translation>为计算图着色</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Times every node of this sample eagerly: a torch sample in the C++ interpreter (LibTorch eager, the baseline of nope and aot-inductor), a Paddle sample in Paddle dygraph. Whole calls alone alternate with calls that read a clock before every node (graphnet-bench profile).</source>
        <translation>以 eager 方式为该样本的每个节点计时：torch 样本在 C++ 解释器中（LibTorch eager，nope 与 aot-inductor 的基线），Paddle 样本在 Paddle 动态图中。单独测量的完整调用与在每个节点前读取时钟的调用交替进行（graphnet-bench profile）。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>C++ interpreter (nope, aot-inductor)</source>
        <translation>C++ 解释器（nope、aot-inductor）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Python eager (inductor, tvm, … in the bridge)</source>
        <translation>Python eager（inductor、tvm 等，在桥接进程中）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Which eager to profile: the baseline of the native backends or of the bridge backends. A Paddle sample is profiled in Paddle dygraph.</source>
        <translation>剖析哪种 eager：原生后端的基线，或桥接后端的基线。Paddle 样本在 Paddle 动态图中剖析。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>trials: </source>
        <translation>试验次数：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Calls of each kind; a node&apos;s time is its median over them</source>
        <translation>每种调用的次数；节点时间取其中位数</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Hot spots</source>
        <translation>热点</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Roofline per op</source>
        <translation>逐算子 Roofline</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Eager profile</source>
        <translation>Eager 性能剖析</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Profiling needs the engine (a build with LibTorch).</source>
        <translation>性能剖析需要引擎（带 LibTorch 的构建）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Where does the eager time of this sample go? Profile it to colour the graph by each node&apos;s share.</source>
        <translation>该样本的 eager 时间花在哪里？进行性能剖析，即可按各节点所占比例为计算图着色。</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Profiling %1…</source>
        <translation>正在剖析 %1…</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Profiling %1: %2</source>
        <translation>正在剖析 %1：%2</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The profile did not run: %1</source>
        <translation>性能剖析未能运行：%1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Baseline: %1 on %2, %3 trials. Whole call %4 ms (measured alone), nodes&apos; sum %5 ms (%6% of it, not rescaled), %7 nodes.%8</source>
        <translation>基线：%1，设备 %2，%3 次试验。完整调用 %4 ms（单独测量），节点之和 %5 ms（占其 %6%，未缩放），%7 个节点。%8</translation>
    </message>
    <message>
        <location line="+11"/>
        <source> No calibration of this machine in the store: no roofs (Analysis → Roofline → Calibrate This Machine).</source>
        <translation> 存储中没有本机的校准：无屋顶线（分析 → Roofline → 校准本机）。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Eager time per node, median over the trials, not rescaled; baseline: %1</source>
        <translation>每个节点的 eager 时间，取各次试验的中位数，未缩放；基线：%1</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Eager profile (%1)</source>
        <translation>Eager 性能剖析（%1）</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>eager, per op</source>
        <translation>eager，逐算子</translation>
    </message>
</context>
<context>
    <name>gnw::ui::ProfileTableModel</name>
    <message>
        <location filename="../widgets/profile/ProfileTableModel.cpp" line="+9"/>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Node</source>
        <translation>节点</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Op</source>
        <translation>算子</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Module</source>
        <translation>模块</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Line</source>
        <translation>行</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Eager ms</source>
        <translation>Eager ms</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Share</source>
        <translation>占比</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>MFLOP</source>
        <translation>MFLOP</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>FLOP/B</source>
        <translation>FLOP/B</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>GFLOP/s</source>
        <translation>GFLOP/s</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Of roof</source>
        <translation>占屋顶</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>%1 = %2 (line %3)
module: %4</source>
        <translation>%1 = %2（第 %3 行）
模块：%4</translation>
    </message>
</context>
<context>
    <name>gnw::ui::RooflineChart</name>
    <message>
        <location filename="../widgets/charts/RooflineChart.cpp" line="+19"/>
        <source>uncategorised</source>
        <translation>未分类</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>arithmetic intensity (FLOP/byte)</source>
        <translation>算术强度（FLOP/字节）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>achieved GFLOP/s</source>
        <translation>实际 GFLOP/s</translation>
    </message>
    <message>
        <location line="+111"/>
        <source>%1 (%2), %3 thread(s); roof from graphnet-bench calibrate, %4</source>
        <translation>%1（%2），%3 个线程；屋顶来自 graphnet-bench calibrate，%4</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>no calibration of this hardware in the store: the roof is missing (Calibrate…)</source>
        <translation>存储中没有此硬件的校准：缺少屋顶（校准…）</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>roof: %1, %2</source>
        <translation>屋顶：%1，%2</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>%1 FLOP/byte (%2 GFLOP, %3 MB)</source>
        <translation>%1 FLOP/字节（%2 GFLOP，%3 MB）</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>, %1% of the roof</source>
        <translation>，屋顶的 %1%</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>eager</source>
        <translation>eager</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>compiled</source>
        <translation>编译后</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>memory-bound here</source>
        <translation>此处受内存带宽限制</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>compute-bound here</source>
        <translation>此处受计算限制</translation>
    </message>
</context>
<context>
    <name>gnw::ui::RooflinePanel</name>
    <message>
        <location filename="../widgets/analysis/RooflinePanel.cpp" line="+39"/>
        <source>Calibrate This Machine</source>
        <translation>校准本机</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Measures this machine&apos;s peak GEMM FLOP/s and memory bandwidth (seconds; waits for a running benchmark) and keeps them in the store as the roof.</source>
        <translation>测量本机的 GEMM 峰值 FLOP/s 和内存带宽（数秒；会等待正在运行的基准测试），并作为屋顶保存在存储中。</translation>
    </message>
    <message>
        <location line="+72"/>
        <source>Calibrating %1 (waits for a running benchmark)…</source>
        <translation>正在校准 %1（等待正在运行的基准测试）…</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Calibration failed: %1</source>
        <translation>校准失败：%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>; calibrated: %1</source>
        <translation>；已校准：%1</translation>
    </message>
    <message numerus="yes">
        <location line="-29"/>
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n 个点</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>; %n result(s) without a FLOP/byte estimate (index the dataset into this store to place them)</source>
        <translation>
            <numerusform>；%n 个结果没有 FLOP/字节估计（将数据集索引到此存储中即可放置）</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gnw::ui::RunHistoryModel</name>
    <message>
        <location filename="../widgets/run/RunHistoryModel.cpp" line="+101"/>
        <source>running</source>
        <translation>运行中</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>imported</source>
        <translation>已导入</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>interrupted</source>
        <translation>已中断</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>finished</source>
        <translation>已完成</translation>
    </message>
    <message>
        <location line="-90"/>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Backend</source>
        <translation>后端</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Device</source>
        <translation>设备</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Hardware</source>
        <translation>硬件</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Started</source>
        <translation>开始时间</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Results</source>
        <translation>结果</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>By status</source>
        <translation>按状态</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>S(0)</source>
        <translation>S(0)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>ES(3)</source>
        <translation>ES(3)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>State</source>
        <translation>状态</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Notes</source>
        <translation>备注</translation>
    </message>
    <message>
        <location line="+90"/>
        <source>cancelled</source>
        <translation>已取消</translation>
    </message>
</context>
<context>
    <name>gnw::ui::RunListModel</name>
    <message>
        <location filename="../widgets/analysis/RunListModel.cpp" line="+68"/>
        <source>engine</source>
        <translation>引擎</translation>
    </message>
    <message>
        <location line="-58"/>
        <source>Run</source>
        <translation>运行</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Backend</source>
        <translation>后端</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Hardware</source>
        <translation>硬件</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Samples</source>
        <translation>样本</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Source</source>
        <translation>来源</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Imported</source>
        <translation>导入时间</translation>
    </message>
</context>
<context>
    <name>gnw::ui::RunMonitor</name>
    <message>
        <location filename="../widgets/run/RunMonitor.cpp" line="+28"/>
        <source>queued</source>
        <translation>排队中</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>running</source>
        <translation>运行中</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>finished</source>
        <translation>已完成</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>cancelled</source>
        <translation>已取消</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>failed: %1</source>
        <translation>失败：%1</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+3"/>
        <source>Resume</source>
        <translation>继续</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Dismiss</source>
        <translation>忽略</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Hide this notice; the runs stay in the history, where they can be resumed later.</source>
        <translation>隐藏此提示；这些运行仍在历史中，之后可在那里继续。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The upstream-format log of the shown run appears here as samples finish.</source>
        <translation>样本完成时，此处显示所示运行的上游格式日志。</translation>
    </message>
    <message>
        <location line="+88"/>
        <source>queued %1: %2 — %3</source>
        <translation>排队 %1：%2 — %3</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>selecting samples</source>
        <translation>正在选择样本</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>no run</source>
        <translation>无运行</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%v of %m samples</source>
        <translation>%v / %m 个样本</translation>
    </message>
    <message>
        <location line="-101"/>
        <source>Run:</source>
        <translation>运行：</translation>
    </message>
    <message>
        <location line="+116"/>
        <source>elapsed %1</source>
        <translation>已用 %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>elapsed %1, about %2 left</source>
        <translation>已用 %1，约剩 %2</translation>
    </message>
    <message numerus="yes">
        <location line="+49"/>
        <source>%1 (run %2, %n result(s))</source>
        <translation>
            <numerusform>%1（运行 %2，%n 个结果）</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Interrupted before the end: %1. Resume runs the samples that have no result yet.</source>
        <translation>未完成即中断：%1。继续将运行尚无结果的样本。</translation>
    </message>
</context>
<context>
    <name>gnw::ui::RunQueue</name>
    <message>
        <location filename="../widgets/run/RunQueue.cpp" line="+148"/>
        <source>This build has no benchmark engine (LibTorch was not found).</source>
        <translation>此构建没有基准测试引擎（未找到 LibTorch）。</translation>
    </message>
    <message>
        <location line="-138"/>
        <source>Run %1 failed: %2</source>
        <translation>运行 %1 失败：%2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Run %1 %2: %3 run, %4 failed, %5 done earlier.</source>
        <translation>运行 %1 %2：已运行 %3 个，失败 %4 个，之前已完成 %5 个。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cancelled</source>
        <translation>已取消</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>finished</source>
        <translation>已完成</translation>
    </message>
</context>
<context>
    <name>gnw::ui::RunRequest</name>
    <message>
        <location filename="../widgets/run/RunRequest.cpp" line="+56"/>
        <source>resume run %1</source>
        <translation>继续运行 %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>all samples</source>
        <translation>全部样本</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n sample(s)</source>
        <translation>
            <numerusform>%n 个样本</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 on %2, %3</source>
        <translation>%1，%2，%3</translation>
    </message>
</context>
<context>
    <name>gnw::ui::RunSampleModel</name>
    <message>
        <location filename="../widgets/run/RunSampleModel.cpp" line="+79"/>
        <source>queued</source>
        <translation>排队中</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not run</source>
        <translation>未运行</translation>
    </message>
    <message>
        <location line="-59"/>
        <source>running</source>
        <translation>运行中</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>running eager</source>
        <translation>正在运行 eager</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>compiling</source>
        <translation>正在编译</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>timing compiled</source>
        <translation>正在计时编译结果</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>comparing outputs</source>
        <translation>正在比较输出</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>%1 (repeat %2 of %3)</source>
        <translation>%1（第 %2 次重复，共 %3 次）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>correct, %1 of %2 repeats</source>
        <translation>正确，已完成 %1/%2 次重复</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>correct</source>
        <translation>正确</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>failed</source>
        <translation>失败</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>done earlier</source>
        <translation>之前已完成</translation>
    </message>
    <message>
        <location line="-62"/>
        <source>Sample</source>
        <translation>样本</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>State</source>
        <translation>状态</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Status (class)</source>
        <translation>状态（类别）</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Speedup</source>
        <translation>加速比</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Seconds</source>
        <translation>秒</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Message</source>
        <translation>消息</translation>
    </message>
</context>
<context>
    <name>gnw::ui::RunsPage</name>
    <message>
        <location filename="../widgets/run/RunsPage.cpp" line="+29"/>
        <source>Delete…</source>
        <translation>删除…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Re-run Failed Samples</source>
        <translation>重新运行失败的样本</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Compare Two Runs</source>
        <translation>比较两次运行</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Double-click a name or the notes to edit them.</source>
        <translation>双击名称或备注进行编辑。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;b&gt;Run history&lt;/b&gt;</source>
        <translation>&lt;b&gt;运行历史&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>&lt;b&gt;Cluster sweeps&lt;/b&gt; (their shards merge into this store as they finish)</source>
        <translation>&lt;b&gt;集群扫描&lt;/b&gt;（分片完成后合并到此存储）</translation>
    </message>
    <message>
        <location line="+74"/>
        <source>Delete Run</source>
        <translation>删除运行</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Delete run “%1” and its %n result(s)? Other runs are not touched.</source>
        <translation>
            <numerusform>删除运行“%1”及其 %n 个结果？其他运行不受影响。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+47"/>
        <source>%1 (failed re-run)</source>
        <translation>%1（失败样本重跑）</translation>
    </message>
</context>
<context>
    <name>gnw::ui::SampleBrowser</name>
    <message>
        <location filename="../widgets/dataset/SampleBrowser.cpp" line="+22"/>
        <source>Filter by name, tag, model or dtype… (op:NAME, status:failed, backend:NAME)</source>
        <translation>按名称、标签、模型或数据类型筛选…（op:NAME、status:failed、backend:NAME）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Every word must occur in the sample&apos;s name, tag, model name or dtypes.
op:NAME keeps samples with a node whose target contains NAME, e.g.
op:scaled_dot_product_attention or op:conv2d. Sort by the Nodes and FLOPs columns
(FLOPs are estimated from shapes inferred on meta tensors while indexing).
status:failed, status:correct or status:CLASS keep samples by their result in the run chosen
on the right; backend:NAME keeps samples with a result from backend NAME in any run.</source>
        <translation>每个词都必须出现在样本的名称、标签、模型名或数据类型中。
op:NAME 保留含有目标包含 NAME 的节点的样本，例如
op:scaled_dot_product_attention 或 op:conv2d。可按“节点”和“FLOPs”列排序
（FLOPs 由索引时在 meta 张量上推断的形状估算）。
status:failed、status:correct 或 status:类别 按右侧所选运行中的结果保留样本；
backend:NAME 保留在任一运行中有后端 NAME 结果的样本。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The run whose status and speedup the table shows</source>
        <translation>表格显示其状态和加速比的运行</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Results of:</source>
        <translation>结果来自：</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>no run</source>
        <translation>无运行</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>%1 of %2 samples</source>
        <translation>%1 / %2 个样本</translation>
    </message>
</context>
<context>
    <name>gnw::ui::SampleExtractionService</name>
    <message>
        <location filename="../widgets/extract/SampleExtractionService.cpp" line="+36"/>
        <source>The captured graphs reproduce the model&apos;s outputs.</source>
        <translation>捕获的图复现了模型的输出。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The captured graphs do NOT reproduce the model&apos;s outputs.</source>
        <translation>捕获的图未能复现模型的输出。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>  model.py, loaded back, reproduces its graph.</source>
        <translation>  重新加载的 model.py 复现了其图。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>  model.py, loaded back, does NOT reproduce its graph.</source>
        <translation>  重新加载的 model.py 未能复现其图。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>  Valid: files, sample rules and every node&apos;s shapes check out.</source>
        <translation>  有效：文件、样本规则和每个节点的形状均通过检查。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>  error: %1</source>
        <translation>  错误：%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>  warning: %1</source>
        <translation>  警告：%1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>graphnet-bench extract answered something that is not its report: %1</source>
        <translation>graphnet-bench extract 的回答不是其报告：%1</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>the extraction wrote no sample</source>
        <translation>提取未写出任何样本</translation>
    </message>
</context>
<context>
    <name>gnw::ui::SampleListModel</name>
    <message>
        <location filename="../widgets/dataset/SampleListModel.cpp" line="+26"/>
        <source>%1 nodes; shapes and FLOPs not analysed</source>
        <translation>%1 个节点；未分析形状和 FLOPs</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>unresolved: %1</source>
        <translation>未解析：%1</translation>
    </message>
    <message>
        <location line="+178"/>
        <source>error</source>
        <translation>错误</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>ok</source>
        <translation>正常</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>invalid</source>
        <translation>无效</translation>
    </message>
    <message>
        <location line="-208"/>
        <source>Sample</source>
        <translation>样本</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Category</source>
        <translation>类别</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Tag</source>
        <translation>标签</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Framework</source>
        <translation>框架</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Params</source>
        <translation>参数量</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Bytes</source>
        <translation>字节</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Inputs</source>
        <translation>输入</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Weights</source>
        <translation>权重</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>model.py</source>
        <translation>model.py</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Nodes</source>
        <translation>节点</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>FLOPs</source>
        <translation>FLOPs</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>DTypes</source>
        <translation>数据类型</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Valid</source>
        <translation>有效</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Speedup</source>
        <translation>加速比</translation>
    </message>
</context>
<context>
    <name>gnw::ui::SampleOutcomeModel</name>
    <message>
        <location filename="../widgets/analysis/SampleOutcomeModel.cpp" line="+14"/>
        <source>Sample</source>
        <translation>样本</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Run</source>
        <translation>运行</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>State</source>
        <translation>状态</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Speedup</source>
        <translation>加速比</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Factor</source>
        <translation>因子</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Failure class</source>
        <translation>失败类别</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Message</source>
        <translation>消息</translation>
    </message>
</context>
<context>
    <name>gnw::ui::SamplePage</name>
    <message>
        <location filename="../widgets/sample/SamplePage.cpp" line="+39"/>
        <source>Summary</source>
        <translation>概要</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Weights &amp;&amp; inputs</source>
        <translation>权重与输入</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+148"/>
        <location line="+10"/>
        <source>Graph</source>
        <translation>计算图</translation>
    </message>
    <message>
        <location line="-157"/>
        <location line="+139"/>
        <source>model.py</source>
        <translation>model.py</translation>
    </message>
    <message>
        <location line="-138"/>
        <source>Results</source>
        <translation>结果</translation>
    </message>
    <message>
        <location line="+85"/>
        <source>%1 tensors</source>
        <translation>%1 个张量</translation>
    </message>
    <message>
        <location line="+6"/>
        <source># cannot read %1: %2</source>
        <translation># 无法读取 %1：%2</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Invalid sample:</source>
        <translation>无效样本：</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Warning:</source>
        <translation>警告：</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sample</source>
        <translation>样本</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Path</source>
        <translation>路径</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Framework</source>
        <translation>框架</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Category</source>
        <translation>类别</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Heuristic tag</source>
        <translation>启发式标签</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>(none)</source>
        <translation>（无）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Source</source>
        <translation>来源</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Model name</source>
        <translation>模型名</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Inputs / weights</source>
        <translation>输入 / 权重</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Parameters</source>
        <translation>参数</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Input bytes</source>
        <translation>输入字节数</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Bytes per dtype</source>
        <translation>各数据类型字节数</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Graph hash</source>
        <translation>计算图哈希</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1 nodes, %2 distinct ops: %3</source>
        <translation>%1 个节点，%2 种算子：%3</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>FLOPs / bytes</source>
        <translation>FLOPs / 字节</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Outputs</source>
        <translation>输出</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Unresolved targets</source>
        <translation>未解析的目标</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>… %1 more</source>
        <translation>……另有 %1 个</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Inference errors</source>
        <translation>推断错误</translation>
    </message>
</context>
<context>
    <name>gnw::ui::SampleResultsModel</name>
    <message>
        <location filename="../widgets/sample/SampleResultsTab.cpp" line="+91"/>
        <source>%1 graph break(s), %2 recompile(s)</source>
        <translation>%1 次图中断，%2 次重新编译</translation>
    </message>
    <message>
        <location line="-70"/>
        <source>Run</source>
        <translation>运行</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Backend</source>
        <translation>后端</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Device</source>
        <translation>设备</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Speedup</source>
        <translation>加速比</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Eager (ms)</source>
        <translation>Eager（毫秒）</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Backend (ms)</source>
        <translation>后端（毫秒）</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Compile (ms)</source>
        <translation>编译（毫秒）</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>95% CI</source>
        <translation>95% 置信区间</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Graph breaks</source>
        <translation>图中断</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Message</source>
        <translation>消息</translation>
    </message>
</context>
<context>
    <name>gnw::ui::SampleResultsTab</name>
    <message>
        <location line="+97"/>
        <source>Slowdown Map…</source>
        <translation>减速图…</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Time the selected result&apos;s backend on each module group of the sample and colour the graph by the speedups</source>
        <translation>用所选结果的后端计时样本的每个模块组，并按加速比为图着色</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>Locate Fault…</source>
        <translation>定位错误…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Find the first operator the selected result&apos;s backend gets wrong (docs/fault-localisation.md)</source>
        <translation>查找所选结果的后端算错的第一个算子（docs/fault-localisation.md）</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>Run This Sample Now…</source>
        <translation>立即运行此样本…</translation>
    </message>
    <message>
        <location line="+72"/>
        <source>No run has a result for this sample yet.</source>
        <translation>还没有运行包含此样本的结果。</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n result(s) in the store.</source>
        <translation>
            <numerusform>存储中有 %n 个结果。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gnw::ui::ScoreChart</name>
    <message>
        <location filename="../widgets/charts/ScoreChart.cpp" line="+87"/>
        <source>; shaded: 95% bootstrap band</source>
        <translation>；阴影：95% 自助法置信带</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>%1 (aggregated)</source>
        <translation>%1（聚合）</translation>
    </message>
    <message>
        <location line="+158"/>
        <source>&lt;b&gt;%1&lt;/b&gt;, t = %2&lt;br&gt;%3 = %4 (aggregated %5)</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;，t = %2&lt;br&gt;%3 = %4（聚合 %5）</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&lt;br&gt;&lt;i&gt;correctness frozen at t = 1&lt;/i&gt;</source>
        <translation>&lt;br&gt;&lt;i&gt;正确性固定在 t = 1&lt;/i&gt;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;br&gt;%1 samples: %2 correct (%3 slower than eager), %4 failed</source>
        <translation>&lt;br&gt;%1 个样本：%2 个正确（%3 个慢于 eager），%4 个失败</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&lt;br&gt;%1 failures tolerated at t = %2</source>
        <translation>&lt;br&gt;t = %2 时容忍 %1 个失败</translation>
    </message>
</context>
<context>
    <name>gnw::ui::SlowdownMapDialog</name>
    <message>
        <location filename="../widgets/fault/SlowdownMapDialog.cpp" line="+21"/>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Colour the graph</source>
        <translation>为图着色</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Slowdown map: %1 with %2</source>
        <translation>减速图：%1，后端 %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Group</source>
        <translation>分组</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Operators</source>
        <translation>算子</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Lines</source>
        <translation>行</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Eager ms</source>
        <translation>Eager 毫秒</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Compiled ms</source>
        <translation>编译后 毫秒</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Speedup</source>
        <translation>加速比</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>%1 on %2</source>
        <translation>%1，样本 %2</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Timing each module group of %1 in isolation with %2 (the run&apos;s warm-up and trials)…</source>
        <translation>正在用 %2 单独计时 %1 的每个模块组（沿用该运行的预热和试验次数）…</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Whole sample (%1 operators): eager %2 ms, compiled %3 ms, speedup %4. %5 backend runs, %6 s. Small ranges pay the backend&apos;s per-call overhead alone.</source>
        <translation>整个样本（%1 个算子）：eager %2 毫秒，编译后 %3 毫秒，加速比 %4。后端运行 %5 次，%6 秒。小范围会单独承担后端的每次调用开销。</translation>
    </message>
</context>
<context>
    <name>gnw::ui::StatusChangeModel</name>
    <message>
        <location filename="../widgets/analysis/StatusChangeModel.cpp" line="+11"/>
        <source>Sample</source>
        <translation>样本</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Status A</source>
        <translation>状态 A</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Status B</source>
        <translation>状态 B</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Speedup A</source>
        <translation>加速比 A</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Speedup B</source>
        <translation>加速比 B</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Message (B)</source>
        <translation>消息（B）</translation>
    </message>
</context>
<context>
    <name>gnw::ui::SummaryPanel</name>
    <message>
        <location filename="../widgets/analysis/SummaryPanel.cpp" line="+39"/>
        <source>Per category</source>
        <translation>按类别</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Base run</source>
        <translation>基准运行</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>New run</source>
        <translation>新运行</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Copy Table</source>
        <translation>复制表格</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy the summary, categories and samples as Markdown, LaTeX or CSV</source>
        <translation>将摘要、类别和样本复制为 Markdown、LaTeX 或 CSV</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Copy Markdown</source>
        <translation>复制 Markdown</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy LaTeX</source>
        <translation>复制 LaTeX</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy CSV</source>
        <translation>复制 CSV</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>(none)</source>
        <translation>（无）</translation>
    </message>
    <message>
        <location line="+66"/>
        <source>%1 and %2 were measured under different settings: %3</source>
        <translation>%1 与 %2 的测量设置不同：%3</translation>
    </message>
</context>
<context>
    <name>gnw::ui::Translations</name>
    <message>
        <location filename="../widgets/common/Translations.cpp" line="+30"/>
        <source>System</source>
        <translation>跟随系统</translation>
    </message>
</context>
<context>
    <name>gnw::ui::ViolinChart</name>
    <message>
        <location filename="../widgets/charts/ViolinChart.cpp" line="+99"/>
        <location line="+54"/>
        <source>No Speedup (Baseline)</source>
        <translation>无加速（基线）</translation>
    </message>
    <message>
        <location line="-51"/>
        <source>status-correct samples with a positive speedup</source>
        <translation>状态正确且加速比为正的样本</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>every sample with a positive speedup</source>
        <translation>所有加速比为正的样本</translation>
    </message>
    <message>
        <location line="+31"/>
        <location line="+18"/>
        <source>Interquartile Range (IQR)</source>
        <translation>四分位距（IQR）</translation>
    </message>
    <message>
        <location line="-14"/>
        <location line="+14"/>
        <source>Median Speedup</source>
        <translation>加速比中位数</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;%2 samples; median speedup %3× (log2 %4)&lt;br&gt;IQR of log2(speedup): [%5, %6]&lt;br&gt;KDE bandwidth (Silverman): %7</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;%2 个样本；加速比中位数 %3×（log2 %4）&lt;br&gt;log2(加速比) 的 IQR：[%5, %6]&lt;br&gt;KDE 带宽（Silverman）：%7</translation>
    </message>
</context>
</TS>

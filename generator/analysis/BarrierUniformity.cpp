//===- BarrierUniformity.cpp - S8/S9: barriers reached by all threads -----===//
//
// A block barrier (`sync_threads`) that only part of a block reaches hangs
// the block; a warp collective (`shfl_*`, `ballot`, `any`, `all`,
// `sync_warp`) in a diverged warp reads lanes that are not there. Both are
// errors when the instruction lies in a block that is control-dependent on a
// branch whose condition is not block-uniform (ThreadValues: a value derived
// from thread_idx, lane_id, memory, or assigned under such a branch). Kernel
// parameters, block_idx and loop counters over uniform bounds are uniform.
// A call to a function that (transitively) contains a barrier counts as one;
// inside such a device function the parameters are taken as thread-dependent.
//
//   RG0210  block barrier under a thread-dependent condition
//   RG0211  warp collective under a thread-dependent condition
//   RG0212  cluster barrier under a thread-dependent condition
// Kernels reaching a warp collective get the launch obligation of whole
// warps (LaunchObligations::wholeWarps).
//
//===----------------------------------------------------------------------===//
#include "analysis/Analyses.h"
#include "analysis/BarrierGroups.h"
#include "analysis/ThreadValues.h"
#include "ir/CallTable.h"

#include <optional>
#include <set>

using namespace rsgpu;
using namespace rsgpu::analysis;

namespace {
/// RG code and display name of a synchronising intrinsic, or null.
const char *syncCode(ir::Call call, std::string &display) {
  const ir::CallInfo &info = ir::callInfo(call);
  switch (info.family) {
  case ir::CallInfo::Barrier:
    display = "sync_threads()";
    return "RG0210";
  case ir::CallInfo::Warp:
    display = std::string(info.key) + "()";
    return "RG0211";
  default:
    break;
  }
  if (call == ir::Call::ClusterSync) {
    display = "cluster_sync()";
    return "RG0212";
  }
  return nullptr;
}
} // namespace

bool rsgpu::analysis::checkBarrierUniformity(const ir::Module &m,
                                             DiagEngine &diags,
                                             ModuleFacts &facts) {
  // Functions that synchronise, directly or through calls: name -> code.
  std::map<std::string, std::string> syncs;
  for (bool changed = true; changed;) {
    changed = false;
    for (const ir::Function &f : m.functions) {
      if (syncs.count(f.name))
        continue;
      for (const ir::Block &b : f.blocks)
        for (const ir::Inst &in : b.insts) {
          std::string d;
          const char *code =
              in.op == ir::Opcode::Intrinsic ? syncCode(in.call, d) : nullptr;
          if (!code && in.op == ir::Opcode::Call && syncs.count(in.callee))
            code = syncs[in.callee].c_str();
          if (code && !syncs.count(f.name)) {
            syncs[f.name] = code;
            changed = true;
          }
        }
    }
  }
  // Functions that reach a warp collective, directly or through calls: a
  // kernel among them needs blocks of whole warps (launch obligation).
  std::set<std::string> warps;
  for (bool changed = true; changed;) {
    changed = false;
    for (const ir::Function &f : m.functions)
      for (const ir::Block &b : f.blocks)
        for (const ir::Inst &in : b.insts) {
          std::string d;
          const char *code =
              in.op == ir::Opcode::Intrinsic ? syncCode(in.call, d) : nullptr;
          bool warp = (code && std::string(code) == "RG0211") ||
                      (in.op == ir::Opcode::Call && warps.count(in.callee));
          if (warp && warps.insert(f.name).second)
            changed = true;
        }
  }
  for (const ir::Function &f : m.functions)
    if (f.isKernel && warps.count(f.name))
      facts.kernels[&f].obligations.wholeWarps = true;

  bool ok = true;
  SyncFunctions sync = syncFunctions(m);
  for (const ir::Function &f : m.functions) {
    if (!syncs.count(f.name))
      continue;
    ThreadValues tv(f, /*argsVarying=*/!f.isKernel);
    // Copies of one barrier in the arms of a branch (kernels: the emitter
    // gives them one site).
    std::optional<BarrierGroups> groups;
    if (f.isKernel)
      groups.emplace(tv, sync);
    for (const ir::Block &b : f.blocks) {
      const Divergence *d = tv.divergence(b.id);
      if (!d)
        continue;
      for (const ir::Inst &in : b.insts) {
        std::string display;
        const char *code = nullptr;
        std::vector<std::string> notes;
        if (in.op == ir::Opcode::Intrinsic) {
          code = syncCode(in.call, display);
        } else if (in.op == ir::Opcode::Call && syncs.count(in.callee)) {
          code = syncs[in.callee].c_str();
          display = in.callee + "()";
          notes.push_back("`" + in.callee + "` synchronises the block or warp");
        }
        if (!code)
          continue;
        if (groups && groups->merged(&in)) {
          if (in.op == ir::Opcode::Intrinsic) // calls: the callee's sites
            facts.kernels[&f].barrierSites[&in] =
                groups->representative(&in)->loc;
          continue;
        }
        std::string kind =
            std::string(code) == "RG0211" ? "warp collective" : "barrier";
        notes.insert(notes.begin(),
                     "the branch at " + describeLoc(diags.sourceMgr(), d->loc) +
                         " depends on the thread: `" + d->condition + "`");
        notes.push_back(
            kind == "barrier"
                ? "threads that skip the barrier leave the others waiting (S8)"
                : "a collective needs every lane of the warp (S9)");
        notes.push_back(
            "help: move it out of the condition, or make the condition "
            "uniform (kernel parameters, block_idx, uniform loop counters)");
        diags.error(in.loc, code,
                    kind + " `" + display +
                        "` is reached only by the threads for which `" +
                        d->condition + "` decides so",
                    std::move(notes));
        ok = false;
      }
    }
  }
  return ok;
}

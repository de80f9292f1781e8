//===- ClusterUniformity.cpp - S10: cluster barriers reached by all blocks -===//
//
// A cluster barrier (`cluster::cluster_sync()`) waits for every thread of
// every block of the cluster: a block that skips it, or passes it fewer
// times, leaves its peers waiting forever (a hang on the GPU; the emulator
// reports SyncError). Block-uniform control is not enough: `if block_idx_x()
// == 0 { cluster_sync() }` is taken by all threads of block 0 and by none of
// block 1. So every cluster barrier (directly, through a call to a function
// that reaches one, or in a closure handed to core) must lie in a block whose
// controlling branches are all grid-uniform (ThreadValues::clusterDivergence:
// kernel parameters, launch dimensions, `cluster_size()`, constants, loop
// counters over them, immutable data read at such indices), never on
// `block_idx_*`, `cluster_rank()`, thread ids or mutable memory.
//
//   RG0212  cluster barrier under a block-dependent condition
//
// Thread-dependent conditions are BarrierUniformity's (RG0212 too); this
// pass reports the blocks that are only cluster-divergent.
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
const char *const hangNote =
    "every block of a cluster must reach a cluster barrier as often as the "
    "others, or its peers wait forever (S10)";
const char *const helpNote =
    "help: move it out of the condition, or make the condition the same for "
    "every block (kernel parameters, launch dimensions, `cluster_size()`, "
    "constants, loop counters over them)";
} // namespace

bool rsgpu::analysis::checkClusterUniformity(const ir::Module &m,
                                             DiagEngine &diags) {
  // Functions that reach a cluster barrier, directly or through calls.
  std::set<std::string> cl;
  auto reaches = [&](const ir::Inst &in, std::string &display) {
    if (in.op == ir::Opcode::Intrinsic && in.call == ir::Call::ClusterSync) {
      display = "cluster_sync()";
      return true;
    }
    if (in.op == ir::Opcode::Call && cl.count(in.callee)) {
      display = in.callee + "()";
      return true;
    }
    for (const std::string &c : closuresCalled(m, in))
      if (cl.count(c)) {
        display = in.callee + "(.., " + c + ")";
        return true;
      }
    return false;
  };
  for (bool changed = true; changed;) {
    changed = false;
    for (const ir::Function &f : m.functions)
      for (const ir::Block &b : f.blocks)
        for (const ir::Inst &in : b.insts) {
          std::string d;
          if (!cl.count(f.name) && reaches(in, d)) {
            cl.insert(f.name);
            changed = true;
          }
        }
  }
  bool ok = true;
  // The same summaries as BarrierUniformity's: a block it takes as
  // uniform is checked here.
  std::optional<CallSummaries> calls; // built at the first function checked
  for (const ir::Function &f : m.functions) {
    if (!cl.count(f.name))
      continue;
    if (!calls)
      calls = CallSummaries::of(m);
    ThreadValues tv(f, /*argsVarying=*/!f.isKernel, nullptr, {},
                    ThreadValues::Level::Block, &*calls);
    for (const ir::Block &b : f.blocks) {
      if (tv.divergence(b.id)) // thread-dependent: BarrierUniformity's
        continue;
      const Divergence *d = tv.clusterDivergence(b.id);
      for (const ir::Inst &in : b.insts) {
        std::string display;
        if (!reaches(in, display))
          continue;
        bool direct =
            in.op == ir::Opcode::Intrinsic && in.call == ir::Call::ClusterSync;
        if (!d) {
          // A closure core calls as many times as its first operand says
          // (`bool::then`, `fold` over an iterator): that count must be the
          // same in every block. A thread-dependent count is
          // BarrierUniformity's.
          if (direct || in.op != ir::Opcode::Intrinsic || in.args.empty())
            continue;
          AbsVal v = tv.valueOf(in.args[0]);
          if (!v.isBlockUniform() || v.isGridUniform())
            continue;
          diags.error(in.loc, "RG0212",
                      "cluster barrier in a closure handed to `" + in.callee +
                          "` is reached a number of times that may differ "
                          "between the blocks of a cluster",
                      {"`" + in.callee + "` calls it as many times as `" +
                           tv.describe(in.args[0]) +
                           "` decides, which depends on the block",
                       hangNote, helpNote});
          ok = false;
          continue;
        }
        std::vector<std::string> notes;
        if (!direct)
          notes.push_back("`" + display + "` reaches `cluster_sync()`");
        notes.push_back("the branch at " +
                        describeLoc(diags.sourceMgr(), d->loc) +
                        " depends on the block: `" + d->condition +
                        "` (block index, cluster rank, or a value computed "
                        "or assigned under such a branch)");
        notes.push_back(hangNote);
        notes.push_back(helpNote);
        diags.error(in.loc, "RG0212",
                    "cluster barrier `" + display +
                        "` is reached only by the blocks for which `" +
                        d->condition + "` decides so",
                    std::move(notes));
        ok = false;
      }
    }
  }
  return ok;
}

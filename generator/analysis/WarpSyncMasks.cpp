//===- WarpSyncMasks.cpp - S9: the mask of `sync_warp_mask` ---------------===//
//
// `warp::sync_warp_mask(mask)` is `__syncwarp(mask)`: every lane named in
// `mask` must call it with that same mask, the caller among them, or the
// lanes of the mask wait for one that never comes (undefined on the GPU).
// BarrierUniformity already refuses it under a condition that may split a
// warp (RG0211, a warp collective), so where it is accepted every lane of the
// warp reaches it (or exactly one of the copies rustc put in the arms of a
// branch, BarrierGroups). Then:
//   - the mask must be the same in every lane (block-uniform: a kernel
//     parameter, a constant, ...), else lanes would name different sets;
//   - a constant mask must be the full mask 0xffff_ffff: every lane calls
//     it, so a lane outside a constant partial mask is certain.
// A run-time mask (a parameter) that leaves a lane out is the emulator's to
// report (SyncError naming the lane and the mask) and a device panic in a
// checked CUDA build (`Warp::sync_lanes`). A masked warp barrier orders the
// lanes of its mask only: it never ends a shared-memory phase (S8,
// SharedPhases counts block barriers alone).
//
//   RG0211  sync_warp_mask with a per-thread mask, or a constant partial
//           mask reached by every lane
//
//===----------------------------------------------------------------------===//
#include "analysis/Analyses.h"
#include "analysis/BarrierGroups.h"
#include "analysis/ThreadValues.h"

#include <optional>
#include "ir/CallTable.h"

#include <cstdio>

using namespace rsgpu;
using namespace rsgpu::analysis;

bool rsgpu::analysis::checkWarpSyncMasks(const ir::Module &m,
                                         DiagEngine &diags) {
  bool ok = true;
  SyncFunctions sync = syncFunctions(m);
  std::optional<CallSummaries> calls; // built at the first function checked
  for (const ir::Function &f : m.functions) {
    bool any = false;
    for (const ir::Block &b : f.blocks)
      for (const ir::Inst &in : b.insts)
        any |= in.op == ir::Opcode::Intrinsic &&
               in.call == ir::Call::WarpSyncMask;
    if (!any)
      continue;
    if (!calls)
      calls = CallSummaries::of(m);
    // The mask's value: without call summaries (a mask a device function
    // returns may be a constant partial one, `fn half() -> u32 { 0xffff }`:
    // red team 18; only a kernel parameter or a uniform computation in the
    // kernel is left to the run-time check).
    ThreadValues tv(f, /*argsVarying=*/!f.isKernel);
    BarrierGroups groups(tv, sync);
    // Where whole warps run (a branch such as `t < 32` splits blocks, not
    // warps: ThreadWarps.cpp, BarrierUniformity's 1-D obligation).
    ThreadValues lanes(f, !f.isKernel, nullptr, {}, ThreadValues::Level::Warp,
                       &*calls);
    for (const ir::Block &b : f.blocks) {
      bool divergent = lanes.divergence(b.id);
      for (const ir::Inst &in : b.insts) {
        if (in.op != ir::Opcode::Intrinsic ||
            in.call != ir::Call::WarpSyncMask || in.args.size() != 1)
          continue;
        // Under a thread-dependent branch: BarrierUniformity's RG0211,
        // unless one copy of a group every lane reaches one of.
        if (divergent && !(f.isKernel && groups.merged(&in)))
          continue;
        const ir::Value &mask = in.args[0];
        if (mask.kind == ir::Value::Const) {
          uint64_t bits = mask.constant.bits & 0xffffffffu;
          if (mask.constant.kind == ir::Constant::Int && bits == 0xffffffffu)
            continue;
          char hex[16];
          std::snprintf(hex, sizeof hex, "0x%08x", unsigned(bits));
          diags.error(
              in.loc, "RG0211",
              std::string("warp barrier `sync_warp_mask(") + hex +
                  ")` is reached by every lane of the warp, but its mask "
                  "leaves lanes out",
              {"every lane that calls `sync_warp_mask` must be in its mask; "
               "here every lane calls it (no thread-dependent condition "
               "around it)",
               "a collective needs every lane it names, and only those (S9)",
               "help: use the full mask `0xffff_ffff` (or `sync_warp()`)"});
          ok = false;
          continue;
        }
        AbsVal v = tv.valueOf(mask);
        if (v.isBlockUniform() || v.kind == AbsVal::Bottom)
          continue;
        diags.error(in.loc, "RG0211",
                    "the mask of `sync_warp_mask(" + tv.describe(mask) +
                        ")` may differ between the lanes of a warp",
                    {"`__syncwarp(mask)` needs the same mask in every lane "
                     "it names",
                     "a collective needs every lane it names (S9)",
                     "help: pass a mask that is the same in every thread "
                     "(a kernel parameter, a constant)"});
        ok = false;
      }
    }
  }
  return ok;
}

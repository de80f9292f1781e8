//===- WarpPhases.cpp - S8: warp phases within a block phase --------------===//
//
// A full-warp barrier (`sync_warp()`, `sync_warp_mask(0xffff_ffff)`)
// orders the memory accesses of the lanes of one warp: what a lane did
// before it, every lane of its warp sees after it. BarrierUniformity refuses
// a warp barrier under a thread-dependent condition (RG0211), so every lane
// of a warp passes the same warp barriers in the same order (or exactly one
// copy of a group, BarrierGroups), like the threads of a block at block
// barriers. Within one block phase, a *warp phase* runs from one warp or
// block barrier to the next: two lanes of one warp at accesses x and y run
// them unordered only when x and y can be in one warp phase, that is when
// one is reached from the other with no warp barrier between them, or both
// from one thread-dependent branch (the block-phase argument of
// SharedPhases.cpp, with warp barriers counted).
//
// The pair rule (warpPair): two accesses of one block phase, a write among
// them, never in one warp phase, whose indices are both slots of the
// thread's own warp (Index2D::warpSlot): two threads meet at one slot only
// when they are lanes of one warp (the slot's warp is each thread's warp),
// and those the warp barrier orders. Obligations: 1-D blocks (the warp of
// thread t is t / 32) and blocks of whole warps (every warp collective's).
//
// A mask that is not the constant full mask (a parameter, checked only for
// the caller at run time) never ends a warp phase.
//
//===----------------------------------------------------------------------===//
#include "analysis/SharedPhases.h"

using namespace rsgpu;
using namespace rsgpu::analysis;
using namespace rsgpu::analysis::shared_phases;

bool PhaseChecker::isWarpBarrier(const ir::Inst &in) const {
  if (isBarrier(in))
    return true;
  if (in.op != ir::Opcode::Intrinsic)
    return false;
  if (in.call == ir::Call::WarpSync)
    return true;
  if (in.call != ir::Call::WarpSyncMask || in.args.size() != 1)
    return false;
  const ir::Value &m = in.args[0];
  return m.kind == ir::Value::Const && m.constant.kind == ir::Constant::Int &&
         !m.constant.negative && (m.constant.bits & 0xffffffffu) == 0xffffffffu;
}

void PhaseChecker::warpFlow() {
  if (f.blocks.empty())
    return;
  auto pair = [&](const ir::Inst *a, const ir::Inst *b) {
    sameWarpPhase.insert({a, b});
    sameWarpPhase.insert({b, a});
  };
  // Forward may-analysis: the accesses since the last warp barrier.
  std::map<unsigned, ir::InstSet> in;
  std::vector<unsigned> work;
  in[f.blocks[0].id];
  work.push_back(f.blocks[0].id);
  auto step = [&](const ir::Block &b, ir::InstSet &s,
                  bool record) {
    for (const ir::Inst &i : b.insts) {
      if (isWarpBarrier(i)) {
        s.clear();
        continue;
      }
      if (!acc.count(&i))
        continue;
      s.insert(&i);
      if (record)
        for (const ir::Inst *o : s)
          pair(&i, o);
    }
  };
  while (!work.empty()) {
    unsigned id = work.back();
    work.pop_back();
    const ir::Block *b = f.block(id);
    if (!b)
      continue;
    ir::InstSet s = in[id];
    step(*b, s, false);
    for (unsigned succ : b->term.successors()) {
      auto [it, fresh] = in.try_emplace(succ);
      size_t before = it->second.size();
      it->second.insert(s.begin(), s.end());
      if (fresh || it->second.size() != before)
        work.push_back(succ);
    }
  }
  for (const ir::Block &b : f.blocks) {
    auto it = in.find(b.id);
    if (it == in.end())
      continue;
    ir::InstSet s = it->second;
    step(b, s, true);
  }
  for (const ir::InstSet &side : sideBySide(/*warp=*/true))
    for (const ir::Inst *a : side)
      for (const ir::Inst *b : side)
        pair(a, b);
}

bool PhaseChecker::warpPair(const ir::Inst &x, const ir::Inst &y) {
  const Access &a = acc[&x], &b = acc[&y];
  if (&x == &y || !a.warpSlot || !b.warpSlot ||
      sameWarpPhase.count({&x, &y}))
    return false;
  if (a.write)
    warpProved.insert(&x);
  if (b.write)
    warpProved.insert(&y);
  return true;
}

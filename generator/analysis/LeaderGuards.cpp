//===- LeaderGuards.cpp - Index2D: one thread per block or warp -----------===//
//
// Index2D's must-facts about who reaches a block: the leader guards
// (`thread_idx_x() == 0`, `lane_id() == 0`, `gid % 32 == L`), every path
// through edges where an id equals a constant (zeroEdges), and
// the constants and warp numbers those guards compare.
//
//===----------------------------------------------------------------------===//
#include "analysis/Index2D.h"

#include <algorithm>
#include <set>

using namespace rsgpu;
using namespace rsgpu::analysis;
using ir::Call;
using ir::Opcode;

bool Index2D::isBlockIdxX(unsigned ix) const {
  ir::Value v;
  v.place.local = ix;
  return isIntrinsic(v, Call::BlockIdxX);
}

bool Index2D::leaderOnly(unsigned block) const {
  return zeroEdges(block, [&](const ir::Value &v) {
    AbsVal a = tv.valueOf(v);
    return a.kind == AbsVal::Injective && a.base == AbsVal::Tid &&
           a.fn == "tid";
  });
}

std::optional<uint64_t> Index2D::constIndex(const ir::Value &v,
                                            int depth) const {
  if (std::optional<uint64_t> c = constant(v))
    return c;
  const ir::Inst *d = depth < 8 ? source(v) : nullptr;
  if (!d)
    return std::nullopt;
  if (d->op == Opcode::Copy && d->args.size() == 1)
    return constant(d->args[0]);
  if ((d->op == Opcode::AddOverflow || d->op == Opcode::AddUnchecked ||
       d->op == Opcode::AddWrap) &&
      d->args.size() == 2) {
    std::optional<uint64_t> x = constIndex(d->args[0], depth + 1),
                            y = constIndex(d->args[1], depth + 1);
    if (x && y && *x < (uint64_t(1) << 62) && *y < (uint64_t(1) << 62))
      return *x + *y;
  }
  // `W - 1` of constants (`0..=W - 1` at opt-level 0): no wrap when x >= y,
  // so any flavour of subtraction computes x - y.
  if ((d->op == Opcode::SubOverflow || d->op == Opcode::SubUnchecked ||
       d->op == Opcode::SubWrap) &&
      d->args.size() == 2) {
    std::optional<uint64_t> x = constIndex(d->args[0], depth + 1),
                            y = constIndex(d->args[1], depth + 1);
    if (x && y && *x >= *y)
      return *x - *y;
  }
  // `H / 2`, `H * 2`, `1 << k` of constants (opt-level 0 computes a named
  // constant's expression at run time): the exact value, when it is one
  // (unsigned division by a non-zero constant; no product past 2^62).
  if (d->args.size() == 2 &&
      (d->op == Opcode::UDiv || ir::isMulOp(d->op) || d->op == Opcode::Shl ||
       d->op == Opcode::ShlUnchecked)) {
    std::optional<uint64_t> x = constIndex(d->args[0], depth + 1),
                            y = constIndex(d->args[1], depth + 1);
    if (!x || !y)
      return std::nullopt;
    if (d->op == Opcode::UDiv)
      return *y ? std::optional<uint64_t>(*x / *y) : std::nullopt;
    uint64_t r;
    if (ir::isMulOp(d->op))
      return __builtin_mul_overflow(*x, *y, &r) || r >= (uint64_t(1) << 62)
                 ? std::nullopt
                 : std::optional<uint64_t>(r);
    if (*y < 62 && *x < (uint64_t(1) << (62 - *y)))
      return *x << *y;
  }
  return std::nullopt;
}

std::optional<uint64_t> Index2D::tidPlusConst(const ir::Value &v,
                                              const ir::Inst *use) const {
  if (isTid(v, use))
    return 0;
  const ir::Inst *d = source(v, use ? at(use) : std::nullopt);
  if (!d || !ir::isAddOp(d->op) || d->args.size() != 2)
    return std::nullopt;
  for (int i = 0; i < 2; ++i) {
    std::optional<uint64_t> k = constIndex(d->args[1 - i]);
    if (!k || !isTid(d->args[i], d))
      continue;
    // A checked sum, or a wrapping one (O3) that cannot wrap:
    // thread_idx_x() is below 1024 (max_threads_per_block, checked at every
    // launch), so 1023 + k must fit the width (`t + 128` in u32 or u16).
    unsigned bits =
        d->type && d->type->kind == ir::Type::Int ? d->type->bits : 0;
    bool noWrap = (d->op != Opcode::AddWrap && d->op != Opcode::AddFlagged) ||
                  (bits >= 64 && *k < (uint64_t(1) << 62)) ||
                  (bits && bits < 64 && *k + 1023 < (uint64_t(1) << bits));
    if (noWrap)
      return k;
  }
  return std::nullopt;
}

bool Index2D::laneLeaderOnly(unsigned block) const {
  return zeroEdges(
      block,
      [&](const ir::Value &v) {
        if (isIntrinsic(v, ir::Call::LaneId))
          return true;
        // `gid % WARP_SIZE` (or `gid & 31`) of the exact global id: lane_id()
        // in a 1-D launch of whole warps, the obligations of the rule that
        // asks; and gid % 32 == 0 alone keeps gid / 32 one per thread.
        const ir::Inst *d = source(v);
        if (!d || d->args.size() != 2)
          return false;
        std::optional<uint64_t> c = castConstant(d->args[1]);
        bool lane = c && ((d->op == Opcode::URem && *c == 32) ||
                          (d->op == Opcode::And && *c == 31));
        AbsVal a = tv.valueOf(d->args[0]);
        return lane && a.kind == AbsVal::Injective && a.base == AbsVal::Gid &&
               a.fn == "gid" && !a.gridStride;
      },
      /*below=*/32); // one lane L < 32 of each warp: one thread per warp
}

std::optional<uint64_t> Index2D::castConstant(const ir::Value &v) const {
  if (std::optional<uint64_t> c = constant(v))
    return c;
  // `WARP_SIZE as usize` (O0): a zero extension of the constant
  if (const ir::Inst *z = source(v))
    if ((z->op == Opcode::ZExt || z->op == Opcode::Copy) && z->args.size() == 1)
      return constant(z->args[0]);
  return std::nullopt;
}

bool Index2D::isWarpOfTid(const ir::Value &v) const {
  const ir::Inst *d = source(v);
  if (!d || d->args.size() != 2)
    return false;
  std::optional<uint64_t> c = castConstant(d->args[1]);
  bool warp =
      c &&
      ((d->op == Opcode::UDiv && *c == 32) ||
       ((d->op == Opcode::LShr || d->op == Opcode::LShrUnchecked) && *c == 5));
  AbsVal a = tv.valueOf(d->args[0]);
  return warp && a.kind == AbsVal::Injective && a.base == AbsVal::Tid &&
         a.fn == "tid" && !a.gridStride;
}

bool Index2D::laneIdZeroOnly(unsigned block) const {
  return zeroEdges(block, [&](const ir::Value &v) {
    return isIntrinsic(v, ir::Call::LaneId);
  });
}

std::optional<uint64_t> Index2D::laneIdOnly(unsigned block) const {
  auto lane = [&](const ir::Value &v) {
    return isIntrinsic(v, ir::Call::LaneId);
  };
  for (uint64_t l = 0; l < 32; ++l)
    if (zeroEdges(block, lane, l + 1, l))
      return l;
  return std::nullopt;
}

bool Index2D::isWarpOfGid(unsigned ix) const {
  ir::Value v;
  v.place.local = ix;
  const ir::Inst *d = source(v);
  if (!d || d->args.size() != 2)
    return false;
  std::optional<uint64_t> c = castConstant(d->args[1]);
  bool warp =
      c &&
      ((d->op == Opcode::UDiv && *c == 32) ||
       ((d->op == Opcode::LShr || d->op == Opcode::LShrUnchecked) && *c == 5));
  AbsVal a = tv.valueOf(d->args[0]);
  return warp && a.kind == AbsVal::Injective && a.base == AbsVal::Gid &&
         a.fn == "gid" && !a.gridStride;
}

bool Index2D::zeroEdges(unsigned block,
                        const std::function<bool(const ir::Value &)> &isTid,
                        uint64_t below, uint64_t from) const {
  // `id == c` for one constant c in [from, below) (0 unless the caller
  // says)
  std::optional<uint64_t> which;
  auto isZero = [&](const ir::Value &v) {
    if (!(v.kind == ir::Value::Const && v.constant.kind == ir::Constant::Int &&
          !v.constant.negative && v.constant.bits >= from &&
          v.constant.bits < below))
      return false;
    if (which && *which != v.constant.bits)
      return false; // one lane for every path
    which = v.constant.bits;
    return true;
  };
  std::set<std::pair<unsigned, unsigned>> edges;
  for (const ir::Block &b : f.blocks) {
    const ir::Terminator &t = b.term;
    if (t.kind != ir::Terminator::Switch)
      continue;
    // switchInt(t) -> [0: leader, ..]
    if (isTid(t.cond)) {
      for (auto &[v, target] : t.cases)
        if (v >= from && v < below && (!which || *which == v)) {
          which = v;
          edges.insert({b.id, target});
        }
      continue;
    }
    // c = (t == 0); switchInt(c) -> [0: others, otherwise: leader]
    const ir::Inst *c = source(t.cond);
    if (c && c->op == Opcode::Eq && c->args.size() == 2 &&
        t.cases.size() == 1 && t.cases[0].first == 0 &&
        ((isTid(c->args[0]) && isZero(c->args[1])) ||
         (isTid(c->args[1]) && isZero(c->args[0]))))
      edges.insert({b.id, t.target});
    // c = (t != 0); switchInt(c) -> [0: leader, otherwise: others] (`if
    // lane_id() != 0 {} else { .. }`: the false edge of `!=`)
    if (c && c->op == Opcode::Ne && c->args.size() == 2 &&
        t.cases.size() == 1 && t.cases[0].first == 0 &&
        ((isTid(c->args[0]) && isZero(c->args[1])) ||
         (isTid(c->args[1]) && isZero(c->args[0]))))
      edges.insert({b.id, t.cases[0].second});
  }
  return cfg.allPathsThrough(block, edges);
}

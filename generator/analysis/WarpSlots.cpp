//===- WarpSlots.cpp - shared slots that stay in the thread's warp --------===//
//
// Index2D's matchers for S8's warp phases (SharedPhases, WarpPhases.cpp): a
// shared index that lies in the 32 slots of the thread's own warp, in a 1-D
// block (the obligation of every such proof; there the warp of thread t is
// t / 32 and lane_id() is t % 32). A write and a read of such slots by two
// threads meet only when both threads are lanes of one warp, and a full-warp
// `sync_warp()` between them orders those lanes.
//
// A warp slot is `t` itself, or `B + o` / `B | o` with B a warp base
// (`t - t % 32`, `t - (t & 31)`, `t - lane_id()`, `(t / 32) * 32`,
// `(t >> 5) << 5`, `t & !31`) and o an offset below 32 (`x % c` with
// c <= 32, `x & c` with c < 32, `lane_id()`, `^`/`|` of such, a constant
// below 32). B is a multiple of 32 no greater than t, so B + 31 does not
// wrap in t's width. A warp slot `^` an offset below 32 (`t ^ 1`,
// `(B + o) ^ c`) is one too: the xor keeps every bit above the low five.
//
//===----------------------------------------------------------------------===//
#include "analysis/Index2D.h"

using namespace rsgpu;
using namespace rsgpu::analysis;
using ir::Call;
using ir::Opcode;

namespace {
/// The integer width of an operation's result (the first field of an
/// overflow pair); 0 when unknown.
unsigned widthOf(const ir::Type *t) {
  if (t && t->kind == ir::Type::Tuple && !t->elems.empty())
    t = t->elems[0];
  return t && t->kind == ir::Type::Int ? t->bits : 0;
}
} // namespace

std::optional<uint64_t> Index2D::laneBound(const ir::Value &v,
                                           int depth) const {
  if (std::optional<uint64_t> c = castConstant(v))
    return c;
  const ir::Inst *d = depth < 8 ? source(v) : nullptr;
  if (!d)
    return std::nullopt;
  auto arg = [&](size_t i) { return laneBound(d->args[i], depth + 1); };
  switch (d->op) {
  case Opcode::Intrinsic:
    if (d->call == Call::LaneId)
      return 31;
    return std::nullopt;
  case Opcode::URem:
    if (d->args.size() == 2)
      if (std::optional<uint64_t> m = castConstant(d->args[1]); m && *m) {
        std::optional<uint64_t> a = arg(0);
        return a ? std::min(*a, *m - 1) : *m - 1;
      }
    return std::nullopt;
  case Opcode::And:
    if (d->args.size() == 2) {
      std::optional<uint64_t> a = arg(0), b = arg(1);
      if (a && b)
        return std::min(*a, *b);
      return a ? a : b;
    }
    return std::nullopt;
  case Opcode::Or:
  case Opcode::Xor:
    if (d->args.size() == 2) {
      std::optional<uint64_t> a = arg(0), b = arg(1);
      if (!a || !b)
        return std::nullopt;
      // Below the next power of two of the larger bound.
      uint64_t m = std::max(*a, *b), p = 1;
      while (p <= m && p < (uint64_t(1) << 62))
        p <<= 1;
      return p - 1;
    }
    return std::nullopt;
  default:
    return std::nullopt;
  }
}

bool Index2D::isLaneOfTid(const ir::Value &v) const {
  const ir::Inst *d = source(v);
  if (!d)
    return false;
  if (d->op == Opcode::Intrinsic)
    return d->call == Call::LaneId; // t % 32 in a 1-D block
  if (d->args.size() != 2)
    return false;
  if (d->op == Opcode::URem)
    return isTid(d->args[0]) && castConstant(d->args[1]) == uint64_t(32);
  if (d->op == Opcode::And)
    for (int i = 0; i < 2; ++i)
      if (isTid(d->args[i]) && castConstant(d->args[1 - i]) == uint64_t(31))
        return true;
  return false;
}

bool Index2D::isWarpBase(const ir::Value &v) const {
  const ir::Inst *d = source(v);
  if (!d || d->args.size() != 2)
    return false;
  if (ir::isSubOp(d->op))
    return isTid(d->args[0]) && isLaneOfTid(d->args[1]);
  if (ir::isMulOp(d->op))
    for (int i = 0; i < 2; ++i)
      if (isWarpOfTid(d->args[i]) && castConstant(d->args[1 - i]) == uint64_t(32))
        return true;
  if (d->op == Opcode::Shl || d->op == Opcode::ShlUnchecked)
    return isWarpOfTid(d->args[0]) && castConstant(d->args[1]) == uint64_t(5);
  if (d->op == Opcode::And) {
    // `t & !31` in t's width: every bit but the low five.
    unsigned w = widthOf(d->type);
    if (w == 0 || w > 64)
      return false;
    uint64_t all = w == 64 ? ~uint64_t(0) : (uint64_t(1) << w) - 1;
    for (int i = 0; i < 2; ++i) {
      if (!isTid(d->args[i]))
        continue;
      std::optional<uint64_t> c = castConstant(d->args[1 - i]);
      // `!31` at opt-level 0: a `not` of the constant.
      if (const ir::Inst *n = c ? nullptr : source(d->args[1 - i]))
        if (n->op == Opcode::Not && n->args.size() == 1)
          if (std::optional<uint64_t> k = castConstant(n->args[0]))
            c = all & ~*k;
      if (c && *c == (all & ~uint64_t(31)))
        return true;
    }
  }
  return false;
}

bool Index2D::warpSlot(const ir::Value &v) const {
  if (isTid(v))
    return true;
  if (isWarpBase(v))
    return true;
  const ir::Inst *d = source(v);
  if (!d || d->args.size() != 2)
    return false;
  // `w ^ o` with w a warp slot (B | o', B a multiple of 32) and o below 32:
  // only the low five bits change, the warp base stays.
  if (d->op == Opcode::Xor) {
    for (int i = 0; i < 2; ++i)
      if (std::optional<uint64_t> b = laneBound(d->args[1 - i]); b && *b < 32)
        if (warpSlot(d->args[i]))
          return true;
    return false;
  }
  if (!(ir::isAddOp(d->op) || d->op == Opcode::Or))
    return false;
  for (int i = 0; i < 2; ++i)
    if (isWarpBase(d->args[i]))
      if (std::optional<uint64_t> b = laneBound(d->args[1 - i]); b && *b < 32)
        return true;
  return false;
}

//===- ThreadWarps.cpp - values the same in every lane of a warp ----------===//
//
// Part of ThreadValues (ThreadValues.h), at Level::Warp. In a 1-D block,
// thread t is lane t % 32 of warp t / 32, so a value that depends on the
// thread only through t / 32 is the same in every lane of a warp: a branch
// on it splits the block, never a warp, and a warp collective under it is
// reached by whole warps (S9: `if t < 32 { shfl_xor(..) }`, the last stage
// of every block reduction). At that level "uniform" (isBlockUniform) means
// the same in every lane of a warp, and the transfer function makes these
// uniform too (warpPattern), so they flow like any uniform value (a flag or
// a loop counter set from them, `let w = t / 32; while w < 3 { .. }`):
//   warp-aligned values a: thread_idx_x() through copies and casts that keep
//     its low five bits and send each warp's 32 values to 32 consecutive
//     ones starting at a multiple of 32 (widening, truncation to 6 bits or
//     more, `+ 32k`, `- 32k`, `% 32k`, `| m` / `^ m` / `& m` with a constant
//     m whose low five bits are all clear or, for `&`, all set);
//   `a / 32k`, `a >> s` (s >= 5), `a & m` (m's low five bits clear);
//   `a < 32k`, `a >= 32k`, `a <= 32k - 1`, `a > 32k - 1` (and mirrored),
//     32k a constant or a uniform multiple of 32 (a product or sum;
//     block_dim_x() is one: whole warps in a 1-D block, so the global id
//     `block_idx_x() * block_dim_x() + thread_idx_x()` is warp-aligned);
// each warp-aligned operand a local assigned once (its one assignment
// decides it). The 1-D block this rests on is a launch obligation
// (LaunchObligations::warpUniformBranches), set by BarrierUniformity where a
// collective needs it (usesWarpShape).
//
//===----------------------------------------------------------------------===//
#include "analysis/ThreadValuesImpl.h"

using namespace rsgpu;
using namespace rsgpu::analysis;
using namespace rsgpu::analysis::detail;
using ir::Opcode;

namespace {
constexpr unsigned maxDepth = 16;

bool isOverflow(Opcode op) { // checked or not: only multiples of 32 here
  return op == Opcode::AddOverflow || op == Opcode::SubOverflow ||
         op == Opcode::MulOverflow || op == Opcode::AddFlagged ||
         op == Opcode::SubFlagged || op == Opcode::MulFlagged;
}
} // namespace

ThreadValues::OneDef ThreadValues::oneDef(const ir::Value &v) const {
  if (v.kind == ir::Value::Const)
    return {};
  const ir::Place &p = v.place;
  if (!singleDef(p.local))
    return {};
  const ir::Inst *d = defs[p.local][0];
  if (p.projs.empty())
    return {d, -1};
  // `.0` / `.1` of checked arithmetic (AddWithOverflow's (T, bool)).
  if (p.projs.size() == 1 && p.projs[0].kind == ir::Projection::Field &&
      p.projs[0].index < 2 && isOverflow(d->op))
    return {d, int(p.projs[0].index)};
  return {};
}

std::optional<uint64_t> ThreadValues::intConst(const ir::Value &v,
                                               unsigned depth) const {
  if (v.kind == ir::Value::Const)
    return v.constant.kind == ir::Constant::Int && !v.constant.negative
               ? std::optional<uint64_t>(v.constant.bits)
               : std::nullopt;
  OneDef d = oneDef(v);
  if (!d.inst || d.field >= 0 || depth > maxDepth)
    return std::nullopt;
  if (d.inst->op == Opcode::Intrinsic && d.inst->call == ir::Call::WarpSize)
    return 32;
  if (d.inst->op == Opcode::Copy && d.inst->args.size() == 1)
    return intConst(d.inst->args[0], depth + 1);
  // `WARP_SIZE as usize` (O0 casts the constant at run time): a widening
  // keeps a non-negative value.
  if ((d.inst->op == Opcode::ZExt || d.inst->op == Opcode::SExt ||
       d.inst->op == Opcode::Retype) &&
      d.inst->args.size() == 1 && widthOf(d.inst->type) >= 32)
    if (auto c = intConst(d.inst->args[0], depth + 1))
      if (*c < (uint64_t(1) << 31))
        return c;
  // `!31` (O0 computes it): the complement within the type's width.
  unsigned w = widthOf(d.inst->type);
  if (d.inst->op == Opcode::Not && d.inst->args.size() == 1 && w &&
      !d.inst->type->isSigned)
    if (auto c = intConst(d.inst->args[0], depth + 1))
      return ~*c & (w >= 64 ? ~uint64_t(0) : (uint64_t(1) << w) - 1);
  return std::nullopt;
}

bool ThreadValues::multipleOf32(const ir::Value &v, unsigned depth) const {
  if (auto c = intConst(v, depth))
    return *c % 32 == 0;
  if (!valueOf(v).isBlockUniform() || depth > maxDepth)
    return false;
  OneDef d = oneDef(v);
  // block_dim_x() in a kernel at this level: the collectives it decides
  // need blocks of whole warps (wholeWarps), and a warp pattern resting on
  // it adds 1-D blocks (warpUniformBranches): x * 1 * 1 is a multiple of
  // 32, so `block_idx_x() * block_dim_x() + thread_idx_x()` keeps warps
  // aligned (`gid / 32` is the same in every lane of a warp).
  if (d.inst && d.field < 0 && d.inst->op == Opcode::Intrinsic)
    return warpLevel && d.inst->call == ir::Call::BlockDimX;
  if (!d.inst || d.field == 1 ||
      (d.inst->args.size() != 2 && d.inst->op != Opcode::Copy &&
       d.inst->op != Opcode::ZExt))
    return false;
  const std::vector<ir::Value> &a = d.inst->args;
  switch (d.inst->op) {
  case Opcode::Copy:
  case Opcode::ZExt:
    return a.size() == 1 && multipleOf32(a[0], depth + 1);
  case Opcode::AddWrap: // sums and products wrap modulo 2^n: still multiples
  case Opcode::AddUnchecked:
  case Opcode::AddOverflow:
  case Opcode::AddFlagged:
    return multipleOf32(a[0], depth + 1) && multipleOf32(a[1], depth + 1);
  case Opcode::MulWrap:
  case Opcode::MulUnchecked:
  case Opcode::MulOverflow:
  case Opcode::MulFlagged:
    return multipleOf32(a[0], depth + 1) || multipleOf32(a[1], depth + 1);
  case Opcode::Shl:
  case Opcode::ShlUnchecked: {
    auto s = intConst(a[1], depth + 1);
    if (!s)
      return false;
    uint64_t amount = d.inst->shiftMask ? *s & d.inst->shiftMask : *s;
    return amount >= 5 && amount < widthOf(d.inst->type);
  }
  default:
    return false;
  }
}

bool ThreadValues::warpAligned(const ir::Value &v, unsigned depth) const {
  OneDef d = oneDef(v);
  if (!d.inst || d.field == 1 || depth > maxDepth)
    return false;
  // Memoised per local (false while in progress, and where the depth ran
  // out: the safe answer), so shared operands are walked once.
  auto key = std::make_pair(v.place.local, d.field);
  if (auto it = warpMemo.find(key); it != warpMemo.end())
    return it->second;
  warpMemo[key] = false;
  return warpMemo[key] = warpAlignedDef(d, depth);
}

bool ThreadValues::warpAlignedDef(const OneDef &d, unsigned depth) const {
  const ir::Inst &in = *d.inst;
  const std::vector<ir::Value> &a = in.args;
  switch (in.op) {
  case Opcode::Intrinsic:
    return in.call == ir::Call::ThreadIdxX;
  case Opcode::Copy:
  case Opcode::ZExt:
  case Opcode::Retype:
    return a.size() == 1 && warpAligned(a[0], depth + 1);
  case Opcode::SExt: // the sign bit is the same across 32 aligned values
  case Opcode::Trunc:
    return a.size() == 1 && widthOf(in.type) >= 6 &&
           widthOf(a[0].type) >= 6 && warpAligned(a[0], depth + 1);
  case Opcode::AddWrap:
  case Opcode::AddUnchecked:
  case Opcode::AddOverflow:
  case Opcode::AddFlagged:
    return a.size() == 2 &&
           ((warpAligned(a[0], depth + 1) && multipleOf32(a[1], depth + 1)) ||
            (warpAligned(a[1], depth + 1) && multipleOf32(a[0], depth + 1)));
  case Opcode::SubWrap:
  case Opcode::SubUnchecked:
  case Opcode::SubOverflow:
  case Opcode::SubFlagged:
    return a.size() == 2 && warpAligned(a[0], depth + 1) &&
           multipleOf32(a[1], depth + 1);
  case Opcode::URem: // `t % 64`: warps to warps, lanes kept
    if (a.size() == 2)
      if (auto m = intConst(a[1], depth + 1))
        return *m && *m % 32 == 0 && warpAligned(a[0], depth + 1);
    return false;
  case Opcode::And:
  case Opcode::Or:
  case Opcode::Xor:
    for (int i = 0; i < 2 && a.size() == 2; ++i)
      if (auto m = intConst(a[1 - i], depth + 1))
        if ((*m & 31) == 0 || (in.op == Opcode::And && (*m & 31) == 31))
          if (warpAligned(a[i], depth + 1))
            return true;
    return false;
  default:
    return false;
  }
}

bool ThreadValues::warpPattern(const ir::Inst &in) const {
  if (!warpLevel || !in.dest || !in.dest->isLocal())
    return false;
  const std::vector<ir::Value> &a = in.args;
  if (a.size() != 2)
    return false;
  auto aligned = [&](int i) { return warpAligned(a[i], 0); };
  // `x < y` / `x >= y` split at y, `x <= y` / `x > y` after y: the same
  // for all 32 values of a warp when that boundary is a multiple of 32.
  auto below = [&](int i) { return multipleOf32(a[i], 0); };
  auto upTo = [&](int i) {
    auto c = intConst(a[i], 0);
    return c && (*c + 1) % 32 == 0;
  };
  switch (in.op) {
  case Opcode::UDiv:
    if (auto c = intConst(a[1], 0))
      return *c && *c % 32 == 0 && aligned(0);
    return false;
  case Opcode::LShr:
  case Opcode::LShrUnchecked:
    if (auto s = intConst(a[1], 0)) {
      uint64_t amount = in.shiftMask ? *s & in.shiftMask : *s;
      return amount >= 5 && aligned(0);
    }
    return false;
  case Opcode::And:
    for (int i = 0; i < 2; ++i)
      if (auto m = intConst(a[1 - i], 0))
        if ((*m & 31) == 0 && aligned(i))
          return true;
    return false;
  case Opcode::Lt: // x < y; y > x mirrored below
  case Opcode::Ge:
    return (aligned(0) && below(1)) || (aligned(1) && upTo(0));
  case Opcode::Le:
  case Opcode::Gt:
    return (aligned(0) && upTo(1)) || (aligned(1) && below(0));
  default:
    return false;
  }
}

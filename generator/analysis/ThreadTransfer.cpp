//===- ThreadTransfer.cpp - ThreadValues' transfer function ---------------===//
//
// How one instruction's result varies across threads, from its operands'
// values (ThreadValues::transfer): arithmetic on thread ids (injective,
// shift-only, with the bits that survive), casts, comparisons, calls of the
// call table, and the values of core's iterators.
//
//===----------------------------------------------------------------------===//
#include "analysis/ThreadValuesImpl.h"
#include "ir/CallTable.h"

#include <algorithm>
#include <functional>
#include <optional>
#include <set>

using namespace rsgpu;
using namespace rsgpu::analysis;
using namespace rsgpu::analysis::detail;
using ir::Opcode;

namespace {
bool isBinary(Opcode op) {
  return op >= Opcode::AddWrap && op <= Opcode::FRem && op != Opcode::FNeg;
}

bool isCast(Opcode op) { return op >= Opcode::ZExt && op <= Opcode::FpTrunc; }

/// Uniform combination of operands that carry no id structure.
AbsVal combineUniform(const std::vector<AbsVal> &ops, const std::string &fn) {
  bool allInv = true, allGrid = true;
  for (const AbsVal &v : ops) {
    if (v.kind == AbsVal::Bottom)
      return AbsVal{};
    if (!v.isBlockUniform())
      return AbsVal::varying();
    allInv &= v.kind == AbsVal::Invariant;
    allGrid &= v.isGridUniform();
  }
  return allInv    ? AbsVal::invariant(fn)
         : allGrid ? AbsVal::grid()
                   : AbsVal::uniform();
}

/// Integer value of a constant's canonical text, if it is one.
std::optional<int64_t> constValue(const AbsVal &v) {
  if (v.kind != AbsVal::Invariant || v.fn.empty())
    return std::nullopt;
  const std::string &s = v.fn;
  size_t i = s[0] == '-' ? 1 : 0;
  if (i == s.size() || !std::all_of(s.begin() + i, s.end(), ::isdigit) ||
      s.size() > 18)
    return std::nullopt;
  return std::stoll(s);
}

/// `a op b` of two non-negative constants in the unsigned type of `in`:
/// shifts by a masked amount and wrapping `+`, `-`, `*`, `&`, `|`, `^`,
/// while the result keeps constValue's form (at most 18 digits); and
/// overflow-checked or unchecked `+`, `-`, `*` that do not wrap (opt-level
/// 0's `32 * WARPS`: `(MulWithOverflow(32, 4)).0` is 128; one that wraps
/// panics, or is UB rustc ruled out: not folded).
std::optional<uint64_t> foldUnsigned(Opcode op, const ir::Inst &in,
                                     const AbsVal &a, const AbsVal &b) {
  std::optional<int64_t> x = constValue(a), y = constValue(b);
  const ir::Type *t = in.type;
  bool checked = op == Opcode::AddOverflow || op == Opcode::SubOverflow ||
                 op == Opcode::MulOverflow;
  // (T, bool): field 0 is the value ThreadValues reads
  if (checked && t && t->kind == ir::Type::Tuple && t->elems.size() == 2)
    t = t->elems[0];
  if (!x || !y || *x < 0 || *y < 0 || !t || t->kind != ir::Type::Int ||
      t->isSigned || t->bits == 0 || t->bits > 64)
    return std::nullopt;
  uint64_t u = uint64_t(*x), v = uint64_t(*y), r = 0;
  unsigned w = t->bits;
  uint64_t mask = w == 64 ? ~uint64_t(0) : (uint64_t(1) << w) - 1;
  switch (op) {
  case Opcode::Shl:
  case Opcode::ShlUnchecked:
  case Opcode::LShr:
  case Opcode::LShrUnchecked: {
    uint64_t amount = v & (in.shiftMask ? in.shiftMask : w - 1);
    if (amount >= w || (in.shiftMask == 0 && v >= w))
      return std::nullopt; // unchecked past the width: UB, not folded
    r = op == Opcode::Shl || op == Opcode::ShlUnchecked ? u << amount
                                                        : u >> amount;
    break;
  }
  case Opcode::AddWrap:
    r = u + v;
    break;
  case Opcode::SubWrap:
    r = u - v;
    break;
  case Opcode::MulWrap:
    r = u * v;
    break;
  case Opcode::AddOverflow:
  case Opcode::AddUnchecked:
    if (__builtin_add_overflow(u, v, &r) || (r & ~mask))
      return std::nullopt;
    break;
  case Opcode::SubOverflow:
  case Opcode::SubUnchecked:
    if (v > u)
      return std::nullopt;
    r = u - v;
    break;
  case Opcode::MulOverflow:
  case Opcode::MulUnchecked:
    if (__builtin_mul_overflow(u, v, &r) || (r & ~mask))
      return std::nullopt;
    break;
  case Opcode::And:
    r = u & v;
    break;
  case Opcode::Or:
    r = u | v;
    break;
  case Opcode::Xor:
    r = u ^ v;
    break;
  default:
    return std::nullopt;
  }
  r &= mask;
  if (r >= uint64_t(1000000000000000000ull))
    return std::nullopt;
  return r;
}

/// Overflow-checked (panics on a wrap) or unchecked (a wrap is UB rustc
/// rules out): the result is the mathematical value.
bool noWrap(Opcode op) {
  return op == Opcode::AddOverflow || op == Opcode::SubOverflow ||
         op == Opcode::MulOverflow || op == Opcode::AddUnchecked ||
         op == Opcode::SubUnchecked || op == Opcode::MulUnchecked;
}
} // namespace

AbsVal ThreadValues::transfer(const ir::Inst &in) const {
  if (warpPattern(in)) { // Level::Warp: `t / 32`, `t < 64` (ThreadWarps.cpp)
    warpShape = true;
    return AbsVal::uniform();
  }
  std::vector<AbsVal> ops;
  for (const ir::Value &a : in.args)
    ops.push_back(valueOf(a));
  for (const AbsVal &o : ops)
    if (o.kind == AbsVal::Bottom)
      return AbsVal{};
  // The operation, its result type (a width) and its operands' texts.
  auto fnText = [&](const std::string &name) {
    std::string s = name + "<" + (in.type ? in.type->str() : "?") + ">(";
    for (size_t i = 0; i < ops.size(); ++i)
      s += (i ? "," : "") + ops[i].fn;
    return s + ")";
  };
  Opcode op = in.op;
  if (op == Opcode::IntMin || op == Opcode::IntMax)
    if (std::optional<ir::Value> c = decidedMinMax(in))
      return valueOf(*c);
  if (op == Opcode::Intrinsic) {
    const std::string &c = in.callee;
    // `a.checked_mul(b).unwrap()` (opt-level 0 keeps the call): the exact
    // result (unwrap panics on None, where checked_mul found a wrap).
    if (in.call == ir::Call::CoreOptionUnwrap && in.args.size() == 1 &&
        in.args[0].kind != ir::Value::Const && in.args[0].place.isLocal())
      if (std::optional<AbsVal> r = someOfChecked(in.args[0].place.local))
        return *r;
    switch (in.call) {
    case ir::Call::ThreadIdxX:
      return injective(AbsVal::Tid, true, "tid");
    case ir::Call::BlockIdxX:
      return AbsVal::uniform(AbsVal::BlockIdxX);
    case ir::Call::BlockIdxY:
    case ir::Call::BlockIdxZ:
    case ir::Call::ClusterRank: // one block's rank: differs in its cluster
      return AbsVal::uniform();
    case ir::Call::ClusterSize: // a launch constant
      return AbsVal::invariant(c);
    case ir::Call::BlockDimX:
      return AbsVal::invariant("block_dim.x", AbsVal::BlockDimX);
    case ir::Call::GridDimX:
      return AbsVal::invariant("grid_dim.x", AbsVal::GridDimX);
    case ir::Call::BlockDimY:
    case ir::Call::BlockDimZ:
    case ir::Call::GridDimY:
    case ir::Call::GridDimZ:
    case ir::Call::WarpSize:
      return AbsVal::invariant(c);
    default:
      break;
    }
    if ((in.call == ir::Call::RangeNext || in.call == ir::Call::CoreIterNext ||
         in.call == ir::Call::CoreIterNextBack) &&
        in.args.size() == 1 && in.args[0].kind != ir::Value::Const &&
        in.args[0].place.isLocal()) {
      // The next element of a range (or of an iterator built from ranges)
      // every thread advances alike: as uniform as the range (it changes
      // over time: never invariant).
      auto it = rangeRefs.find(in.args[0].place.local);
      if (it != rangeRefs.end() && it->second < vals.size()) {
        const AbsVal &r = vals[it->second];
        if (r.kind == AbsVal::Bottom)
          return AbsVal{};
        if (in.call == ir::Call::CoreIterNext)
          if (std::optional<AbsVal> g = gridStrideStepBy(it->second))
            return *g;
        return uniformAs(r);
      }
    }
    if (std::optional<AbsVal> r = bitPermutation(in, ops, fnText(c)))
      return *r;
    if (ir::callInfo(in.call).isPure())
      return combineUniform(ops, fnText(c));
    // At the warp level (ThreadWarps.cpp): a vote is the same in every lane
    // of the warp (whole warps reach it: BarrierUniformity), and so is a
    // shuffle from one lane every lane names alike (`shfl(v, 0)`).
    if (warpLevel) {
      if (in.call == ir::Call::WarpBallot || in.call == ir::Call::WarpAll ||
          in.call == ir::Call::WarpAny)
        return AbsVal::uniform();
      if (in.call == ir::Call::WarpShfl && ops.size() == 2 &&
          ops[1].isBlockUniform())
        return AbsVal::uniform();
    }
    return AbsVal::varying(); // ids of other dimensions, memory, collectives
  }
  if (op == Opcode::Call) {
    // A device function whose return value is uniform (ThreadCalls.cpp).
    auto as = [](CallSummaries::Kind k) {
      return k == CallSummaries::Grid ? AbsVal::grid() : AbsVal::uniform();
    };
    if (calls) {
      if (auto it = calls->always.find(in.callee); it != calls->always.end())
        return as(it->second);
      if (auto it = calls->withArgs.find(in.callee);
          it != calls->withArgs.end()) {
        bool block = true, grid = it->second == CallSummaries::Grid;
        for (const AbsVal &o : ops) {
          if (o.kind == AbsVal::Bottom)
            return AbsVal{};
          block = block && o.isBlockUniform();
          grid = grid && o.isGridUniform();
        }
        if (block)
          return grid ? AbsVal::grid() : AbsVal::uniform();
      }
    }
    return AbsVal::varying();
  }
  if (op == Opcode::Copy)
    return ops.empty() ? AbsVal::varying() : ops[0];
  if (op == Opcode::SizeOf || op == Opcode::AlignOf || op == Opcode::UbChecks) {
    std::string t;
    for (const std::string &a : in.typeArgs)
      t += a + ",";
    return AbsVal::invariant(
        fnText(std::string(ir::opcodeName(op)) + "[" + t + "]"));
  }
  if (op == Opcode::Len) {
    // The length of what the place names: invariant only when the place is
    // one invariant address (a parameter's slice, a fixed local array).
    const ir::Place &p = in.args.empty() ? in.src : in.args[0].place;
    // `len r` of a slice reference held in a local: the length travels
    // with the reference's value. A (re)borrow or copy of a parameter's
    // slice is the parameter's length; any other reference (`split_at`,
    // a subslice, a chunk) has the length its value has: a slice made per
    // thread has a per-thread length.
    if (std::optional<AbsVal> r = refLen(p)) {
      if (r->kind != AbsVal::Invariant)
        return *r;
    }
    if (std::optional<std::string> t = placeText(p))
      return AbsVal::invariant("len(" + *t + ")");
    AbsVal base = p.local < vals.size() ? vals[p.local] : AbsVal::varying();
    return base.kind == AbsVal::Bottom ? AbsVal::varying() : uniformAs(base);
  }
  if (op == Opcode::Ref || op == Opcode::AddrOf || op == Opcode::RefMut ||
      op == Opcode::AddrOfMut) {
    // A shared reference reads as what it points to (a thread-private local
    // is a different value in every thread, at the same "address"); a
    // mutable one only names an address, whose contents read as varying.
    if (op == Opcode::Ref || op == Opcode::AddrOf) {
      AbsVal pointee = readPlace(in.src);
      if (pointee.kind == AbsVal::Bottom)
        return AbsVal{};
      if (pointee.kind == AbsVal::Invariant)
        return AbsVal::invariant("ref(" + pointee.fn + ")");
      return uniformAs(pointee);
    }
    if (std::optional<std::string> t = placeText(in.src))
      return AbsVal::invariant("refmut(" + *t + ")");
    return AbsVal::varying();
  }
  if (op == Opcode::Discriminant)
    return demote(readPlace(in.src), "discriminant");
  // a transmute of an integer to its own type (`NonZero<usize>` as usize,
  // inlined at O3): the same value
  if (op == Opcode::Bitcast && ops.size() == 1 && in.type &&
      in.type->kind == ir::Type::Int && in.args[0].kind != ir::Value::Const &&
      in.args[0].place.isLocal()) {
    const ir::Type *at = f.locals[in.args[0].place.local].type;
    if (at && at->kind == ir::Type::Int && at->bits == in.type->bits &&
        at->isSigned == in.type->isSigned)
      return ops[0];
  }
  if ((op == Opcode::FpToUiSat || op == Opcode::FpToSiSat) && ops.size() == 1)
    if (std::optional<AbsVal> r = floatRoundTrip(in))
      return *r;
  if (isCast(op) && ops.size() == 1) {
    AbsVal v = ops[0];
    bool preserving =
        op == Opcode::ZExt || op == Opcode::SExt || op == Opcode::Retype;
    if (v.kind == AbsVal::Injective) {
      // A truncation keeps the low bits: injective while the bits that
      // tell threads apart fit.
      if (op == Opcode::Trunc) {
        unsigned w = widthOf(in.type);
        if (!w || v.dbits > w || v.gridStride)
          return AbsVal::varying();
        return injective(v.base, false, fnText("trunc"), v.dbits, false);
      }
      if (!preserving)
        return AbsVal::varying();
      // zext(tid + c) is not tid + c once tid + c wrapped.
      v.shiftOnly = v.shiftOnly && (v.fn == "tid" || v.fn == "gid" ||
                                    v.base == AbsVal::BlockConst);
      // a grid-stride value that is exact (its steps and scalings never
      // wrapped: `(row * 3) as usize` of an overflow-checked u32 walk)
      // widens to the same number
      if (!v.shiftOnly && v.gridStride && !v.exact)
        return AbsVal::varying();
      // A sign extension is another number than a zero extension of the
      // same bits: its own text.
      if (op == Opcode::SExt)
        v.fn = "sext(" + v.fn + ")";
      return v;
    }
    if (v.kind == AbsVal::Invariant)
      v.fn = fnText(ir::opcodeName(op));
    if (!preserving)
      v.tag = AbsVal::None;
    return v;
  }
  if (isBinary(op) && ops.size() == 2) {
    const AbsVal &a = ops[0], &b = ops[1];
    // Two unsigned constants: the constant (`1u64 << 56`, which rustc's
    // opt-level 0 MIR computes at run time), as the width gives it.
    if (std::optional<uint64_t> k = foldUnsigned(op, in, a, b))
      return AbsVal::invariant(std::to_string(*k));
    auto tags = [&](AbsVal::Tag x, AbsVal::Tag y) {
      return (a.tag == x && b.tag == y) || (a.tag == y && b.tag == x);
    };
    if (ir::isMulOp(op) && tags(AbsVal::BlockIdxX, AbsVal::BlockDimX))
      return AbsVal::uniform(AbsVal::BlockBase);
    if (ir::isMulOp(op) && tags(AbsVal::GridDimX, AbsVal::BlockDimX))
      return AbsVal::invariant("grid_size", AbsVal::GridSize);
    // O3: StepBy's `step_minus_one + 1` (its `original_step`); a private
    // field: only core's inlined `next` reads it
    if (ir::isAddOp(op) && a.fn == stepMinusOne && constValue(b) == 1)
      return AbsVal::invariant("grid_size", AbsVal::StepByGridSize);
    // block_idx.x * C for a constant C > 0 (a block size the kernel assumes)
    if (ir::isMulOp(op) &&
        (a.tag == AbsVal::BlockIdxX || b.tag == AbsVal::BlockIdxX)) {
      std::optional<int64_t> c = constValue(a.tag == AbsVal::BlockIdxX ? b : a);
      if (c && *c > 0 && *c <= (int64_t(1) << 31)) {
        AbsVal r = AbsVal::uniform(AbsVal::BlockTimesConst);
        r.fn = std::to_string(*c);
        return r;
      }
    }
    const AbsVal *inj = a.kind == AbsVal::Injective   ? &a
                        : b.kind == AbsVal::Injective ? &b
                                                      : nullptr;
    const AbsVal *other = inj == &a ? &b : &a;
    if (!inj)
      return combineUniform(ops, fnText(ir::opcodeName(op)));
    if (a.kind == AbsVal::Injective && b.kind == AbsVal::Injective)
      return AbsVal::varying();
    // tid + block_idx.x * block_dim.x
    if (ir::isAddOp(op) && inj->base == AbsVal::Tid && inj->fn == "tid" &&
        other->tag == AbsVal::BlockBase)
      return injective(AbsVal::Gid, true, "gid");
    if (ir::isAddOp(op) && inj->base == AbsVal::Tid && inj->fn == "tid" &&
        other->tag == AbsVal::BlockTimesConst)
      return injective(AbsVal::BlockConst, true,
                       "block_idx.x*" + other->fn + "+tid");
    // thread_idx.x * grid_dim.x + block_idx.x: (tid, bid) -> tid * G + bid
    // is injective for bid < G, and below block_dim * G <= 2^32 (the 1-D
    // launch obligation of a Gid proof): no wrap in u32.
    if (ir::isMulOp(op) && inj->base == AbsVal::Tid && inj->fn == "tid" &&
        other->tag == AbsVal::GridDimX)
      return injective(AbsVal::Tid, false, "tid*grid_dim.x", 32, true);
    if (ir::isAddOp(op) && inj->fn == "tid*grid_dim.x" &&
        other->tag == AbsVal::BlockIdxX)
      return injective(AbsVal::Gid, false, "tid*grid_dim.x+block_idx.x", 32,
                       true);
    if (other->kind != AbsVal::Invariant)
      return AbsVal::varying();
    // Every rule below reasons modulo 2^w, w the width the MIR computes in.
    unsigned w = widthOf(in.type);
    if (!w || inj->dbits > w)
      return AbsVal::varying();
    std::string ws = std::to_string(w);
    // Grid-stride step: gid + c + k * grid_size. Distinct threads stay
    // apart only while the variable does not wrap: below 64 bits the step
    // must not wrap (overflow-checked, O0) and start from the exact value;
    // in 64 bits it must not wrap either: overflow-checked, or taken where
    // `i < len` holds for a slice length (len <= isize::MAX, the stride
    // below 2^32 * 2^10: no wrap). A bound `i < n` of a parameter n does
    // not do: with n near 2^64, i wraps onto another thread's walk. Core's
    // `StepBy::next` (the step read from the iterator) counts its items
    // first: a sum that wrapped is past the last item and never yielded.
    if (ir::isAddOp(op) && (other->tag == AbsVal::GridSize ||
                            other->tag == AbsVal::StepByGridSize)) {
      if (inj->base != AbsVal::Gid || !inj->shiftOnly)
        return AbsVal::varying();
      if (w < 64 && !(noWrap(op) && inj->exact))
        return AbsVal::varying();
      const ir::Value &iv = in.args[inj == &a ? 0 : 1];
      if (w == 64 && !noWrap(op) && other->tag == AbsVal::GridSize &&
          (iv.kind == ir::Value::Const || !iv.place.isLocal() ||
           !guardedBelowLength(iv.place.local, &in)))
        return AbsVal::varying();
      AbsVal r = *inj;
      r.gridStride = true;
      return r;
    }
    if (ir::isAddOp(op) ||
        (ir::isSubOp(op) && inj == &a)) { // x + c, x - c: bijections
      AbsVal r = *inj;
      r.fn = (ir::isAddOp(op) ? "add" : "sub") + ws + "(" + inj->fn + "," +
             other->fn + ")";
      r.exact = inj->exact && noWrap(op);
      return r;
    }
    if (ir::isSubOp(op) || op == Opcode::Xor) { // c - x, x ^ c: bijections
      if (inj->gridStride)
        return AbsVal::varying();
      return injective(inj->base, false, fnText(ir::opcodeName(op)), inj->dbits,
                       false);
    }
    // x * (2^k * odd) and x << k: the odd factor is a bijection mod 2^w;
    // 2^k moves the bits that tell threads apart up by k, which must stay
    // below the width (else two threads' products wrap onto one value).
    std::optional<int64_t> c;
    bool shl = op == Opcode::Shl || op == Opcode::ShlUnchecked;
    if (ir::isMulOp(op))
      c = constValue(*other);
    if (shl && inj == &a)
      if (std::optional<int64_t> k = constValue(*other)) {
        uint64_t amount = uint64_t(*k) & (in.shiftMask ? in.shiftMask : 63);
        if (*k >= 0 && amount < 63 && amount < w)
          c = int64_t(1) << amount;
      }
    if (c) {
      if (*c == 0)
        return AbsVal::varying();
      unsigned twos = __builtin_ctzll(uint64_t(*c));
      // An exact product (overflow-checked or unchecked, of an exact value:
      // `(row * 8) as usize` of a u32 at opt-level 0) is the mathematical
      // one: distinct values stay distinct whatever the width; a wrapping
      // one keeps them apart only while the bits that tell threads apart
      // fit (dbits + twos <= w).
      const bool exact = inj->exact && noWrap(op);
      if (inj->dbits + twos > w && !exact)
        return AbsVal::varying();
      AbsVal r =
          injective(inj->base, false,
                    "mul" + ws + "(" + inj->fn + "," + std::to_string(*c) + ")",
                    std::min(inj->dbits + twos, w), exact);
      // A grid-stride walk's values (no two threads' walks share one) times
      // c: an injective map while the product is the mathematical one (an
      // overflow-checked or unchecked multiply of the exact value); a wrap
      // could land on another thread's product (`row * 8` of a walk of
      // rows up to a parameter, O3's wrapping multiply).
      if (inj->gridStride) {
        if (!r.exact)
          return AbsVal::varying();
        r.gridStride = true;
      }
      return r;
    }
    return AbsVal::varying();
  }
  if (op == Opcode::Neg || op == Opcode::Not) {
    if (ops.size() == 1 && ops[0].kind == AbsVal::Injective &&
        !ops[0].gridStride && ops[0].dbits <= widthOf(in.type))
      return injective(ops[0].base, false, fnText(ir::opcodeName(op)),
                       ops[0].dbits, false);
  }
  return combineUniform(ops, fnText(ir::opcodeName(op)));
}

//===- BoundsProofs.cpp - S6: bounds checks proven or versioned -----------===//
//
// Rust checks every `x[i]` (MIR `assert(Lt(i, len))`) and every
// `SharedArray::get`/`set` (`i < N`). This pass proves such a check from
// facts that hold where it runs, so the emitter can drop it:
//   - branch conditions on the path: the edge X -> S of a two-way switch or
//     an assert gives its condition (or its negation) to every block S
//     dominates, when X is S's only predecessor;
//   - the launch requirement: thread_idx.x < C when the kernel's obligations
//     bound the block (what RSGPU_GEN_ASSUME already states);
//   - value ranges: `u8 as usize` <= 255, `x & M` <= M, `x % N` < N;
//   - arithmetic: `a - b` <= a when b <= a (and < a when b >= 1), `a >> k`,
//     `a / k` <= a.
// Facts are about values, not variables: a local assigned once is its
// definition (its definition dominates its uses, so the value a fact saw is
// the value a later use sees), and two reads of a local assigned several
// times are the same value only when no assignment can run between them.
// When no proof is found the pass tries launch-time versioning: the check
// `i < x.len()` holds whenever `x.len() >= T` for a host-known T (a scalar
// parameter, another parameter's length, a constant) that bounds `i`
// (`i < T` or `i <= T`). Such a check is dropped only in the kernel's proven
// variant, whose launch requirement includes the predicate and which
// rsgpu::launch runs only when it holds (docs/generator/analyses.md, "Bounds
// checks"). Anything else keeps its check: a missing proof costs a branch, a
// wrong one would be undefined behaviour.
//
//===----------------------------------------------------------------------===//
#include "analysis/Analyses.h"
#include "ir/Cfg.h"

#include <algorithm>
#include <set>

using namespace rsgpu;
using namespace rsgpu::analysis;
using ir::Opcode;

namespace {

/// The largest constant a proven variant's predicate may ask of a length.
constexpr uint64_t kMaxConstNeed = 65536;

/// A program point: before instruction `inst` of block index `block`
/// (inst == size: at the terminator).
struct Point {
  size_t block = 0, inst = 0;
};

/// A value, symbolically. Leaves are time-invariant (constants, parameters,
/// lengths of parameters, thread_idx.x), single-assignment locals of unknown
/// value (Opaque), or reads of multiply-assigned locals at a point (Root).
struct Node {
  enum Kind {
    Const,
    Param,
    Len,
    ThreadX,
    Opaque,
    Root,
    Add,
    Sub,
    Mul,
    And,
    Rem,
    Div,
    Shr,
    ZExt,
    Trunc
  };
  Kind kind = Opaque;
  uint64_t c = 0;     ///< Const value; ZExt/Trunc: source/target bit width;
                      ///< arithmetic: the bit width it computes in
  unsigned local = 0; ///< Param/Len/Opaque/Root
  Point at;           ///< Root
  int a = -1, b = -1; ///< operands
  unsigned named = 0; ///< 1 + the local it is the value of, for messages
};

/// `lo < hi` (strict) or `lo <= hi`, with where it came from.
struct Fact {
  int lo = -1, hi = -1;
  bool strict = false;
  std::string why;
};

class Prover {
public:
  Prover(const ir::Function &f, KernelFacts &facts) : f(f), facts(facts) {}

  void run() {
    countDefs();
    const LaunchObligations &o = facts.obligations;
    uint64_t cx = 0;
    for (uint64_t v : {o.maxBlockDim, o.tileMaxBlockX, o.rowMajorMaxBlock[0]})
      if (v && (!cx || v < cx))
        cx = v;
    if (cx) {
      Node t;
      t.kind = Node::ThreadX;
      Node c;
      c.kind = Node::Const;
      c.c = cx;
      global.push_back(
          {add(t), add(c), true,
           "the launch requirement: thread_idx.x < " + std::to_string(cx)});
    }
    for (size_t bi = 0; bi < f.blocks.size(); ++bi) {
      const ir::Block &b = f.blocks[bi];
      for (size_t ii = 0; ii < b.insts.size(); ++ii)
        sharedAccess(b.insts[ii], {bi, ii});
      const ir::Terminator &t = b.term;
      if (t.kind == ir::Terminator::Assert && t.expected &&
          t.message ==
              "index out of bounds: the length is {} but the index is {}")
        assertCheck(t, {bi, b.insts.size()});
    }
  }

private:
  // --- CFG -------------------------------------------------------------
  bool dominates(Point p, Point q) const {
    return p.block == q.block ? p.inst <= q.inst
                              : cfg.dominates(p.block, q.block);
  }

  void countDefs() {
    defs.assign(f.locals.size(), {});
    addrTaken.assign(f.locals.size(), false);
    for (size_t bi = 0; bi < f.blocks.size(); ++bi)
      for (size_t ii = 0; ii < f.blocks[bi].insts.size(); ++ii) {
        const ir::Inst &in = f.blocks[bi].insts[ii];
        // A store through a reference (`(*x)[i] = v`) leaves `x` as it is.
        auto direct = [](const ir::Place &p) {
          return p.projs.empty() || p.projs[0].kind != ir::Projection::Deref;
        };
        if (in.dest && in.dest->local < defs.size() && direct(*in.dest))
          defs[in.dest->local].push_back({bi, ii});
        if ((in.op == Opcode::RefMut || in.op == Opcode::AddrOfMut) &&
            in.src.local < addrTaken.size() && direct(in.src))
          addrTaken[in.src.local] = true;
      }
  }
  bool writes(size_t block, size_t from, size_t to, unsigned local) const {
    const auto &insts = f.blocks[block].insts;
    for (size_t i = from; i < to && i < insts.size(); ++i)
      if (insts[i].dest && insts[i].dest->local == local)
        return true;
    return false;
  }
  /// No assignment to `local` can run between p (dominating q) and q.
  bool unchanged(unsigned local, Point p, Point q) const {
    if (addrTaken[local] || !dominates(p, q))
      return false;
    // The last run of p before q: straight on within one block.
    if (p.block == q.block)
      return !writes(p.block, p.inst, q.inst, local);
    // Blocks on a path from p to q that does not pass p's block again.
    std::vector<bool> fwd = cfg.reach(cfg.succs(p.block), true, p.block);
    std::vector<bool> back = cfg.reach(cfg.preds(q.block), false, p.block);
    if (writes(p.block, p.inst, SIZE_MAX, local))
      return false;
    for (size_t b = 0; b < f.blocks.size(); ++b) {
      if (!fwd[b] || !back[b] || b == p.block)
        continue;
      if (writes(b, 0, SIZE_MAX, local))
        return false;
    }
    // q's own block: up to q, and all of it if a path loops back into it.
    return !writes(q.block, 0, back[q.block] ? SIZE_MAX : q.inst, local);
  }
  // --- values ------------------------------------------------------------
  int add(const Node &n) {
    nodes.push_back(n);
    return int(nodes.size() - 1);
  }
  int constant(uint64_t v) {
    Node n;
    n.kind = Node::Const;
    n.c = v;
    return add(n);
  }
  static bool isUnsignedInt(const ir::Type *t) {
    return t && t->kind == ir::Type::Int && !t->isSigned;
  }
  int value(const ir::Value &v, Point at) {
    if (v.kind == ir::Value::Const)
      return v.constant.kind == ir::Constant::Int && !v.constant.negative
                 ? constant(v.constant.bits)
                 : -1;
    if (!v.place.isLocal())
      return -1;
    return local(v.place.local, at, 0);
  }
  int local(unsigned l, Point at, unsigned depth) {
    int r = localValue(l, at, depth);
    if (r >= 0 && !nodes[r].named && l < f.locals.size() &&
        !f.locals[l].name.empty())
      nodes[r].named = l + 1;
    return r;
  }
  int localValue(unsigned l, Point at, unsigned depth) {
    if (l >= f.locals.size() || depth > 12)
      return -1;
    const ir::Local &loc = f.locals[l];
    Node n;
    n.local = l;
    if (defs[l].empty()) {
      if (!loc.isArg || !isUnsignedInt(loc.type))
        return -1;
      n.kind = Node::Param;
      return add(n);
    }
    if (defs[l].size() > 1 || addrTaken[l]) {
      n.kind = Node::Root;
      n.at = at;
      return add(n);
    }
    Point d = defs[l][0];
    const ir::Inst &in = f.blocks[d.block].insts[d.inst];
    n.kind = Node::Opaque;
    if (!in.dest->isLocal())
      return add(n);
    auto arg = [&](size_t i) {
      if (i >= in.args.size())
        return -1;
      const ir::Value &v = in.args[i];
      if (v.kind == ir::Value::Const)
        return value(v, d);
      return v.place.isLocal() ? local(v.place.local, d, depth + 1) : -1;
    };
    auto binary = [&](Node::Kind k) {
      n.a = arg(0);
      n.b = arg(1);
      // The width it computes in: `a + b` in u32 and in u64 are two values.
      n.c = in.type && in.type->kind == ir::Type::Int ? in.type->bits : 0;
      // a u128/i128 value: the nodes compute in 64 bits (branch cr25)
      n.kind = n.a < 0 || n.b < 0 || n.c > 64 ? Node::Opaque : k;
      return add(n);
    };
    switch (in.op) {
    case Opcode::Copy: {
      int r = arg(0);
      if (r >= 0)
        return r;
      break;
    }
    case Opcode::Len: {
      const ir::Place &p = in.args.empty() ? in.src : in.args[0].place;
      bool whole = p.isLocal() || (p.projs.size() == 1 &&
                                   p.projs[0].kind == ir::Projection::Deref);
      if (whole && p.local < f.locals.size() && f.locals[p.local].isArg &&
          defs[p.local].empty()) {
        n.kind = Node::Len;
        n.local = p.local;
      }
      break;
    }
    case Opcode::AddWrap:
    case Opcode::AddUnchecked:
      return binary(Node::Add);
    case Opcode::SubWrap:
    case Opcode::SubUnchecked:
      return binary(Node::Sub);
    case Opcode::MulWrap:
    case Opcode::MulUnchecked:
      return binary(Node::Mul);
    case Opcode::And:
      return binary(Node::And);
    case Opcode::URem:
      return binary(Node::Rem);
    case Opcode::UDiv:
      return binary(Node::Div);
    case Opcode::LShr:
    case Opcode::LShrUnchecked:
      return binary(Node::Shr);
    case Opcode::ZExt:
    case Opcode::Trunc: {
      const ir::Type *from = in.args.empty() ? nullptr : in.args[0].type;
      unsigned bits = in.op == Opcode::ZExt
                          ? (from && from->kind == ir::Type::Bool ? 1
                             : from && isUnsignedInt(from)        ? from->bits
                                                                  : 0)
                          : (isUnsignedInt(in.type) ? in.type->bits : 0);
      if (!bits || bits >= 64)
        break;
      n.a = arg(0);
      if (n.a < 0)
        break;
      n.kind = in.op == Opcode::ZExt ? Node::ZExt : Node::Trunc;
      n.c = bits;
      break;
    }
    case Opcode::Intrinsic:
      if (in.call == ir::Call::ThreadIdxX)
        n.kind = Node::ThreadX;
      break;
    default:
      break;
    }
    return add(n);
  }

  bool same(int x, int y, unsigned depth = 0) const {
    if (x < 0 || y < 0 || depth > 12)
      return false;
    if (x == y)
      return true;
    const Node &a = nodes[x], &b = nodes[y];
    if (a.kind != b.kind)
      return false;
    switch (a.kind) {
    case Node::Const:
      return a.c == b.c;
    case Node::Param:
    case Node::Len:
    case Node::Opaque:
      return a.local == b.local;
    case Node::ThreadX:
      return true;
    case Node::Root:
      return a.local == b.local &&
             (unchanged(a.local, a.at, b.at) || unchanged(a.local, b.at, a.at));
    case Node::ZExt:
    case Node::Trunc:
      return a.c == b.c && same(a.a, b.a, depth + 1);
    default:
      return a.c == b.c && same(a.a, b.a, depth + 1) &&
             same(a.b, b.b, depth + 1);
    }
  }

  // --- facts -------------------------------------------------------------
  /// The comparison `cond` (a bool local) at `at`, as a fact when it is
  /// `truth`; false when it is no unsigned comparison this pass reads.
  bool fact(const ir::Value &cond, bool truth, size_t block, Fact &out) {
    if (cond.kind == ir::Value::Const || !cond.place.isLocal())
      return false;
    unsigned l = cond.place.local;
    if (l >= defs.size() || defs[l].size() != 1 || addrTaken[l] ||
        defs[l][0].block != block)
      return false;
    Point d = defs[l][0];
    const ir::Inst &in = f.blocks[d.block].insts[d.inst];
    if (in.args.size() != 2 || !isUnsignedInt(in.args[0].type))
      return false;
    // (swap: the fact is b ? a; strict: < rather than <=)
    bool swap = false, strict = false;
    switch (in.op) {
    case Opcode::Lt:
      swap = !truth, strict = truth;
      break; // a < b | b <= a
    case Opcode::Le:
      swap = !truth, strict = !truth;
      break; // a <= b | b < a
    case Opcode::Gt:
      swap = truth, strict = truth;
      break; // b < a | a <= b
    case Opcode::Ge:
      swap = truth, strict = !truth;
      break; // b <= a | a < b
    default:
      return false;
    }
    int a = value(in.args[0], d), b = value(in.args[1], d);
    if (a < 0 || b < 0)
      return false;
    out.lo = swap ? b : a;
    out.hi = swap ? a : b;
    out.strict = strict;
    out.why = "the condition " + str(out.lo) + (strict ? " < " : " <= ") +
              str(out.hi) + " on the path";
    return true;
  }
  /// Facts of the branches whose edges dominate block `b`.
  std::vector<Fact> factsAt(size_t b) {
    std::vector<Fact> out = global;
    for (size_t s = 0; s < f.blocks.size(); ++s) {
      if (!cfg.dominates(s, b) || cfg.preds(s).size() != 1 || s == 0)
        continue;
      size_t x = cfg.preds(s)[0];
      if (x == s)
        continue;
      const ir::Terminator &t = f.blocks[x].term;
      unsigned sid = f.blocks[s].id;
      Fact fa;
      if (t.kind == ir::Terminator::Assert && t.target == sid) {
        if (fact(t.cond, t.expected, x, fa))
          out.push_back(fa);
      } else if (t.kind == ir::Terminator::Switch && t.cases.size() == 1 &&
                 t.cond.type && t.cond.type->kind == ir::Type::Bool &&
                 t.cases[0].second != t.target) {
        bool onCase = t.cases[0].second == sid;
        if (!onCase && t.target != sid)
          continue;
        bool truth = onCase ? t.cases[0].first != 0 : t.cases[0].first == 0;
        if (fact(t.cond, truth, x, fa))
          out.push_back(fa);
      }
    }
    return out;
  }

  // --- proofs ------------------------------------------------------------
  /// Bounds of `x` its form gives: x < n (strict) or x <= n.
  void formBounds(int x, std::vector<Fact> &out, unsigned depth) {
    const Node &n = nodes[x];
    switch (n.kind) {
    case Node::ZExt:
    case Node::Trunc:
      out.push_back({x, constant((uint64_t(1) << n.c) - 1), false,
                     "the range of u" + std::to_string(n.c)});
      if (n.kind == Node::ZExt)
        out.push_back({x, n.a, false, ""});
      break;
    case Node::And:
      out.push_back({x, n.a, false, ""});
      out.push_back({x, n.b, false, ""});
      break;
    case Node::Rem:
      out.push_back({x, n.a, false, ""});
      if (nodes[n.b].kind == Node::Const && nodes[n.b].c)
        out.push_back({x, n.b, true, ""});
      break;
    case Node::Div:
    case Node::Shr:
      out.push_back({x, n.a, false, ""});
      break;
    case Node::Sub:
      // No wrap: b <= a. Then a - b <= a, and < a when b >= 1.
      {
        size_t mark = used.size();
        if (le(n.b, n.a, depth + 1)) {
          bool pos = lt(constant(0), n.b, depth + 1);
          std::string why;
          for (size_t i = mark; i < used.size(); ++i)
            why += (why.empty() ? "" : "; ") + used[i];
          out.push_back({x, n.a, pos, why});
        }
        used.resize(mark);
      }
      break;
    default:
      break;
    }
  }
  bool lt(int x, int y, unsigned depth) { return rel(x, y, true, depth); }
  bool le(int x, int y, unsigned depth) { return rel(x, y, false, depth); }
  /// x < y (strict) or x <= y, from the facts in `cur` and the forms.
  bool rel(int x, int y, bool strict, unsigned depth) {
    if (x < 0 || y < 0 || depth > 6)
      return false;
    const Node &a = nodes[x], &b = nodes[y];
    if (a.kind == Node::Const && b.kind == Node::Const)
      return strict ? a.c < b.c : a.c <= b.c;
    if (!strict && (same(x, y) || (a.kind == Node::Const && a.c == 0)))
      return true;
    size_t mark = used.size();
    auto holds = [&](bool ok, const std::string &why) {
      if (ok) {
        use(why);
        return true;
      }
      used.resize(mark);
      return false;
    };
    // Upper bounds of x: x < B <= y, x <= B < y, x <= B <= y.
    std::vector<Fact> up;
    for (const Fact &fa : *cur)
      if (same(fa.lo, x))
        up.push_back(fa);
    formBounds(x, up, depth);
    for (const Fact &fa : up)
      if (holds(rel(fa.hi, y, strict && !fa.strict, depth + 1), fa.why))
        return true;
    // Lower bounds of y: x <= L < y, x < L <= y, and over the integers
    // x <= L + 1 <= y from L < y.
    for (const Fact &fa : *cur) {
      if (!same(fa.hi, y))
        continue;
      const Node &l = nodes[fa.lo];
      bool step = fa.strict && !strict && a.kind == Node::Const &&
                  l.kind == Node::Const && l.c != UINT64_MAX && a.c <= l.c + 1;
      if (holds(step || rel(x, fa.lo, strict && !fa.strict, depth + 1), fa.why))
        return true;
    }
    return false;
  }
  void use(const std::string &why) {
    if (!why.empty() && std::find(used.begin(), used.end(), why) == used.end())
      used.push_back(why);
  }

  bool hostTerm(int x) const {
    const Node &n = nodes[x];
    return n.kind == Node::Const || n.kind == Node::Param ||
           n.kind == Node::Len;
  }
  /// A host-known T with x < T (strict) or x <= T, searching the bounds.
  std::optional<std::pair<int, bool>> hostBound(int x, bool strict,
                                                unsigned depth) {
    if (depth > 6)
      return std::nullopt;
    if (hostTerm(x)) {
      if (nodes[x].kind == Node::Const && nodes[x].c >= kMaxConstNeed)
        return std::nullopt; // see kMaxConstNeed
      return std::make_pair(x, strict);
    }
    // The path's conditions first: `i < n` rather than `i <= u32::MAX`.
    std::vector<Fact> up;
    for (const Fact &fa : *cur)
      if (same(fa.lo, x))
        up.push_back(fa);
    formBounds(x, up, depth);
    size_t mark = used.size();
    for (const Fact &fa : up) {
      if (auto r = hostBound(fa.hi, strict || fa.strict, depth + 1)) {
        use(fa.why);
        return r;
      }
      used.resize(mark);
    }
    return std::nullopt;
  }

  std::string str(int x, unsigned depth = 0) const {
    if (x < 0 || depth > 8)
      return "?";
    const Node &n = nodes[x];
    if (n.named && n.kind != Node::Const)
      return f.locals[n.named - 1].name;
    auto name = [&](unsigned l) {
      return f.locals[l].name.empty() ? "_" + std::to_string(l)
                                      : f.locals[l].name;
    };
    auto bin = [&](const char *op) {
      std::string e =
          str(n.a, depth + 1) + " " + op + " " + str(n.b, depth + 1);
      return depth ? "(" + e + ")" : e;
    };
    switch (n.kind) {
    case Node::Const:
      return std::to_string(n.c);
    case Node::Param:
    case Node::Root:
    case Node::Opaque:
      return name(n.local);
    case Node::Len:
      return name(n.local) + ".len()";
    case Node::ThreadX:
      return "thread_idx.x";
    case Node::Add:
      return bin("+");
    case Node::Sub:
      return bin("-");
    case Node::Mul:
      return bin("*");
    case Node::And:
      return bin("&");
    case Node::Rem:
      return bin("%");
    case Node::Div:
      return bin("/");
    case Node::Shr:
      return bin(">>");
    case Node::ZExt:
      return str(n.a, depth + 1);
    case Node::Trunc:
      return "u" + std::to_string(n.c) + " value";
    }
    return "?";
  }

  /// Decides the check `idx < len` at `at`.
  std::optional<BoundsProof> decide(int idx, int len, Point at) {
    if (idx < 0 || len < 0)
      return std::nullopt;
    std::vector<Fact> here = factsAt(at.block);
    cur = &here;
    used.clear();
    BoundsProof p;
    auto because = [&] {
      std::string s;
      for (size_t i = 0; i < used.size(); ++i)
        s += (i ? "; " : "") + used[i];
      return s;
    };
    if (lt(idx, len, 0)) {
      p.why = str(idx) + " < " + str(len) +
              (used.empty() ? "" : " by " + because());
      return p;
    }
    used.clear();
    if (nodes[len].kind != Node::Len)
      return std::nullopt;
    auto hb = hostBound(idx, false, 0);
    if (!hb)
      return std::nullopt;
    LengthNeed need;
    need.slice = nodes[len].local;
    need.strict = !hb->second; // idx <= T needs len > T
    const Node &t = nodes[hb->first];
    need.kind = t.kind == Node::Const   ? LengthNeed::Const
                : t.kind == Node::Param ? LengthNeed::Scalar
                                        : LengthNeed::Len;
    need.local = t.local;
    need.value = t.c;
    if (need.kind == LengthNeed::Const && need.strict && t.c != UINT64_MAX)
      need.value = t.c + 1, need.strict = false; // len > 255: len >= 256
    if (need.kind == LengthNeed::Len && need.local == need.slice)
      return std::nullopt;
    // A constant bound versions only small types' indices (u8, u16): a
    // variant for `u32` indices would need 2^32 elements to ever run.
    if (need.kind == LengthNeed::Const && need.value > kMaxConstNeed)
      return std::nullopt;
    p.needs.push_back(need);
    std::string has =
        str(len) + (need.strict ? " > " : " >= ") +
        (need.kind == LengthNeed::Const ? std::to_string(need.value)
                                        : str(hb->first));
    p.why = hb->first == idx
                ? "the launch has " + has
                : str(idx) + (hb->second ? " < " : " <= ") + str(hb->first) +
                      (used.empty() ? "" : " by " + because()) +
                      ", and the launch has " + has;
    return p;
  }

  void assertCheck(const ir::Terminator &t, Point at) {
    if (t.cond.kind == ir::Value::Const || !t.cond.place.isLocal())
      return;
    unsigned l = t.cond.place.local;
    if (l >= defs.size() || defs[l].size() != 1)
      return;
    Point d = defs[l][0];
    const ir::Inst &in = f.blocks[d.block].insts[d.inst];
    if (in.op != Opcode::Lt || in.args.size() != 2 ||
        !isUnsignedInt(in.args[0].type))
      return;
    if (auto p = decide(value(in.args[0], d), value(in.args[1], d), at))
      facts.bounds[&t] = *p;
  }

  void sharedAccess(const ir::Inst &in, Point at) {
    if (in.op != Opcode::Intrinsic ||
        !((in.call == ir::Call::SharedGet && in.args.size() == 2) ||
          (in.call == ir::Call::SharedSet && in.args.size() == 3)))
      return;
    const ir::Type *t = in.args[0].type;
    if (t && t->kind == ir::Type::Ref)
      t = t->elem;
    if (!t || t->kind != ir::Type::SharedArray || !t->len)
      return;
    if (auto p = decide(value(in.args[1], at), constant(t->len), at);
        p && p->needs.empty())
      facts.sharedBounds[&in] = *p;
  }

  const ir::Function &f;
  KernelFacts &facts;
  const ir::Cfg cfg{f};
  std::vector<std::vector<Point>> defs;
  std::vector<bool> addrTaken;
  std::vector<Node> nodes;
  std::vector<Fact> global;
  const std::vector<Fact> *cur = nullptr;
  std::vector<std::string> used;
};

} // namespace

void rsgpu::analysis::proveBounds(const ir::Module &m, ModuleFacts &facts) {
  for (const ir::Function &f : m.functions)
    if (f.isKernel)
      Prover(f, facts.kernels[&f]).run();
}

std::vector<LengthNeed> rsgpu::analysis::KernelFacts::variantNeeds() const {
  std::vector<LengthNeed> out;
  for (const auto &[t, p] : bounds)
    for (const LengthNeed &n : p.needs)
      if (std::find(out.begin(), out.end(), n) == out.end())
        out.push_back(n);
  std::sort(out.begin(), out.end());
  return out;
}

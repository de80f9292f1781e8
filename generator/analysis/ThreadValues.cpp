//===- ThreadValues.cpp - how values vary across GPU threads --------------===//
#include "analysis/ThreadValues.h"
#include "ir/CallTable.h"

#include <algorithm>
#include <functional>
#include <set>

using namespace rsgpu;
using namespace rsgpu::analysis;
using ir::Opcode;

std::string AbsVal::str() const {
  switch (kind) {
  case Bottom:
    return "bottom";
  case Invariant:
    return "invariant";
  case BlockUniform:
    return "block-uniform";
  case Varying:
    return "varying";
  case Injective:
    return std::string("injective(") + fn +
           (gridStride ? " + k*grid_size" : "") + ")";
  }
  return "?";
}

AbsVal rsgpu::analysis::join(const AbsVal &a, const AbsVal &b) {
  if (a.kind == AbsVal::Bottom)
    return b;
  if (b.kind == AbsVal::Bottom)
    return a;
  if (a == b)
    return a;
  if (a.kind == AbsVal::Varying || b.kind == AbsVal::Varying)
    return AbsVal::varying();
  if (a.kind == AbsVal::Injective || b.kind == AbsVal::Injective) {
    if (a.kind == b.kind && a.base == b.base && a.fn == b.fn && a.shiftOnly &&
        b.shiftOnly) {
      AbsVal r = a;
      r.gridStride = a.gridStride || b.gridStride;
      return r;
    }
    return AbsVal::varying();
  }
  // Two different uniform values: uniform within a block, not over time.
  AbsVal r = AbsVal::uniform();
  if (a.tag == b.tag)
    r.tag = a.tag;
  return r;
}

namespace {
bool isAdd(Opcode op) {
  return op == Opcode::AddWrap || op == Opcode::AddUnchecked ||
         op == Opcode::AddOverflow;
}
bool isSub(Opcode op) {
  return op == Opcode::SubWrap || op == Opcode::SubUnchecked ||
         op == Opcode::SubOverflow;
}
bool isMul(Opcode op) {
  return op == Opcode::MulWrap || op == Opcode::MulUnchecked ||
         op == Opcode::MulOverflow;
}
bool isBinary(Opcode op) {
  return op >= Opcode::AddWrap && op <= Opcode::FRem && op != Opcode::FNeg;
}
bool isCast(Opcode op) { return op >= Opcode::ZExt && op <= Opcode::FpTrunc; }

/// Uniform combination of operands that carry no id structure.
AbsVal combineUniform(const std::vector<AbsVal> &ops, const std::string &fn) {
  bool allInv = true;
  for (const AbsVal &v : ops) {
    if (v.kind == AbsVal::Bottom)
      return AbsVal{};
    if (!v.isBlockUniform())
      return AbsVal::varying();
    allInv &= v.kind == AbsVal::Invariant;
  }
  return allInv ? AbsVal::invariant(fn) : AbsVal::uniform();
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

AbsVal injective(AbsVal::Base base, bool shiftOnly, std::string fn) {
  AbsVal v;
  v.kind = AbsVal::Injective;
  v.base = base;
  v.shiftOnly = shiftOnly;
  v.fn = std::move(fn);
  return v;
}

/// Demotes a value read out of an aggregate: no id structure survives.
AbsVal demote(const AbsVal &v) {
  if (v.kind == AbsVal::Injective)
    return AbsVal::varying();
  AbsVal r;
  r.kind = v.kind;
  if (v.kind == AbsVal::Invariant)
    r.fn = "field(" + v.fn + ")";
  return r;
}
} // namespace

ThreadValues::ThreadValues(const ir::Function &fn, bool argsVarying) : f(fn) {
  vals.assign(f.locals.size(), AbsVal{});
  defs.assign(f.locals.size(), {});
  std::vector<bool> partial(f.locals.size(), false);
  for (const ir::Block &b : f.blocks)
    for (const ir::Inst &in : b.insts)
      if (in.dest && in.dest->local < f.locals.size()) {
        if (in.dest->isLocal())
          defs[in.dest->local].push_back(&in);
        else if (in.dest->projs.front().kind != ir::Projection::Deref)
          partial[in.dest->local] = true; // a field or element of the local
      }
  // Fixpoint: values only go up; divergence only grows with them.
  for (unsigned iter = 0; iter < 64; ++iter) {
    computeDivergence();
    bool changed = false;
    for (const ir::Local &l : f.locals) {
      if (!l.type)
        continue;
      AbsVal v;
      if (l.isArg)
        v = argsVarying
                ? AbsVal::varying()
                : AbsVal::invariant(l.name.empty() ? "_" + std::to_string(l.id)
                                                   : l.name);
      if (partial[l.id])
        v = AbsVal::varying();
      for (const ir::Inst *in : defs[l.id]) {
        AbsVal d = transfer(*in);
        // Where the block's threads may disagree on whether this runs, a
        // uniform value stops being uniform (an injective one stays so).
        if (d.isBlockUniform()) {
          for (const ir::Block &b : f.blocks)
            if (!b.insts.empty() && &b.insts.front() <= in &&
                in <= &b.insts.back() && divergence(b.id))
              d = AbsVal::varying();
        }
        if (d.kind == AbsVal::Invariant && (defs[l.id].size() > 1 || l.isArg))
          d = AbsVal::uniform(d.tag);
        v = join(v, d);
      }
      if (!(v == vals[l.id])) {
        vals[l.id] = v;
        changed = true;
      }
    }
    if (!changed)
      break;
  }
  // A value the fixpoint never reached (a cycle with no base) is unknown.
  for (const ir::Local &l : f.locals)
    if (l.type && vals[l.id].kind == AbsVal::Bottom && !defs[l.id].empty())
      vals[l.id] = AbsVal::varying();
  computeDivergence();
}

bool ThreadValues::singleDef(unsigned local) const {
  return local < defs.size() && defs[local].size() == 1;
}

AbsVal ThreadValues::readPlace(const ir::Place &p) const {
  if (p.local >= vals.size())
    return AbsVal::varying();
  AbsVal v = vals[p.local];
  if (p.projs.empty())
    return v;
  const ir::Type *t = f.locals[p.local].type;
  for (size_t k = 0; k < p.projs.size(); ++k) {
    const ir::Projection &pr = p.projs[k];
    switch (pr.kind) {
    case ir::Projection::Field:
      // Field 0 of an overflow-checked operation's (T, bool) is its value.
      if (!(k == 0 && pr.index == 0 && defs[p.local].size() == 1 &&
            (isAdd(defs[p.local][0]->op) || isSub(defs[p.local][0]->op) ||
             isMul(defs[p.local][0]->op))))
        v = demote(v);
      break;
    case ir::Projection::Deref: {
      // Only immutable memory reads as uniform.
      bool immutable = t &&
                       (t->kind == ir::Type::Ref || t->kind == ir::Type::Ptr) &&
                       !t->isMut;
      if (!immutable)
        return AbsVal::varying();
      v = demote(v);
      break;
    }
    case ir::Projection::Index: {
      AbsVal idx = pr.index < vals.size() ? vals[pr.index] : AbsVal::varying();
      if (!idx.isBlockUniform())
        return AbsVal::varying();
      if (idx.kind != AbsVal::Invariant && v.kind == AbsVal::Invariant)
        v = AbsVal::uniform();
      v = demote(v);
      break;
    }
    default:
      v = demote(v);
      break;
    }
    t = pr.type;
  }
  return v;
}

AbsVal ThreadValues::valueOf(const ir::Value &v) const {
  if (v.kind == ir::Value::Const) {
    const ir::Constant &c = v.constant;
    switch (c.kind) {
    case ir::Constant::Int:
      return AbsVal::invariant((c.negative ? "-" : "") +
                               std::to_string(c.bits));
    case ir::Constant::Bool:
      return AbsVal::invariant(c.bits ? "true" : "false");
    case ir::Constant::Float:
      return AbsVal::invariant(c.text);
    default:
      return AbsVal::invariant("const(" + c.text + ")");
    }
  }
  return readPlace(v.place);
}

AbsVal ThreadValues::transfer(const ir::Inst &in) const {
  std::vector<AbsVal> ops;
  for (const ir::Value &a : in.args)
    ops.push_back(valueOf(a));
  for (const AbsVal &o : ops)
    if (o.kind == AbsVal::Bottom)
      return AbsVal{};
  auto fnText = [&](const std::string &name) {
    std::string s = name + "(";
    for (size_t i = 0; i < ops.size(); ++i)
      s += (i ? "," : "") + ops[i].fn;
    return s + ")";
  };
  Opcode op = in.op;
  if (op == Opcode::Intrinsic) {
    const std::string &c = in.callee;
    switch (in.call) {
    case ir::Call::ThreadIdxX:
      return injective(AbsVal::Tid, true, "tid");
    case ir::Call::BlockIdxX:
      return AbsVal::uniform(AbsVal::BlockIdxX);
    case ir::Call::BlockIdxY:
    case ir::Call::BlockIdxZ:
      return AbsVal::uniform();
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
    if (ir::callInfo(in.call).isPure())
      return combineUniform(ops, fnText(c));
    return AbsVal::varying(); // ids of other dimensions, memory, collectives
  }
  if (op == Opcode::Call)
    return AbsVal::varying();
  if (op == Opcode::Copy)
    return ops.empty() ? AbsVal::varying() : ops[0];
  if (op == Opcode::Len || op == Opcode::SizeOf || op == Opcode::AlignOf ||
      op == Opcode::UbChecks)
    return AbsVal::invariant(std::string(ir::opcodeName(op)) + "(_" +
                             std::to_string(in.src.local) + ")");
  if (op == Opcode::Ref || op == Opcode::RefMut || op == Opcode::AddrOf ||
      op == Opcode::AddrOfMut || op == Opcode::Discriminant) {
    for (const ir::Projection &pr : in.src.projs)
      if (pr.kind == ir::Projection::Index &&
          (pr.index >= vals.size() || !vals[pr.index].isBlockUniform()))
        return AbsVal::varying();
    if (op == Opcode::Discriminant)
      return demote(readPlace(in.src));
    return AbsVal::invariant(std::string(ir::opcodeName(op)) + "(_" +
                             std::to_string(in.src.local) + ")");
  }
  if (isCast(op) && ops.size() == 1) {
    AbsVal v = ops[0];
    bool preserving =
        op == Opcode::ZExt || op == Opcode::SExt || op == Opcode::Retype;
    if (v.kind == AbsVal::Injective) {
      if (!preserving)
        return AbsVal::varying();
      // zext(tid + c) is not tid + c once tid + c wrapped.
      v.shiftOnly = v.shiftOnly && (v.fn == "tid" || v.fn == "gid" ||
                                    v.base == AbsVal::BlockConst);
      if (!v.shiftOnly && v.gridStride)
        return AbsVal::varying();
      return v;
    }
    if (v.kind == AbsVal::Invariant && !preserving)
      v.fn = fnText(ir::opcodeName(op));
    if (!preserving)
      v.tag = AbsVal::None;
    return v;
  }
  if (isBinary(op) && ops.size() == 2) {
    const AbsVal &a = ops[0], &b = ops[1];
    auto tags = [&](AbsVal::Tag x, AbsVal::Tag y) {
      return (a.tag == x && b.tag == y) || (a.tag == y && b.tag == x);
    };
    if (isMul(op) && tags(AbsVal::BlockIdxX, AbsVal::BlockDimX))
      return AbsVal::uniform(AbsVal::BlockBase);
    if (isMul(op) && tags(AbsVal::GridDimX, AbsVal::BlockDimX))
      return AbsVal::invariant("grid_size", AbsVal::GridSize);
    // block_idx.x * C for a constant C > 0 (a block size the kernel assumes)
    if (isMul(op) &&
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
    if (isAdd(op) && inj->base == AbsVal::Tid && inj->fn == "tid" &&
        other->tag == AbsVal::BlockBase)
      return injective(AbsVal::Gid, true, "gid");
    if (isAdd(op) && inj->base == AbsVal::Tid && inj->fn == "tid" &&
        other->tag == AbsVal::BlockTimesConst)
      return injective(AbsVal::BlockConst, true,
                       "block_idx.x*" + other->fn + "+tid");
    if (other->kind != AbsVal::Invariant)
      return AbsVal::varying();
    // Grid-stride step: gid + c + k * grid_size.
    if (isAdd(op) && other->tag == AbsVal::GridSize) {
      if (inj->base != AbsVal::Gid || !inj->shiftOnly)
        return AbsVal::varying();
      AbsVal r = *inj;
      r.gridStride = true;
      return r;
    }
    if (isAdd(op) || (isSub(op) && inj == &a)) {
      AbsVal r = *inj;
      r.fn = std::string(isAdd(op) ? "add(" : "sub(") + inj->fn + "," +
             other->fn + ")";
      return r;
    }
    if (isSub(op) || op == Opcode::Xor) { // c - x, x ^ c: bijections
      if (inj->gridStride)
        return AbsVal::varying();
      return injective(inj->base, false, fnText(ir::opcodeName(op)));
    }
    if (isMul(op)) {
      // x * c modulo 2^w is injective on x < 2^32 (the launch obligation)
      // when c is odd, or when w = 64 and c has at most 31 factors of two.
      std::optional<int64_t> c = constValue(*other);
      if (!c || *c == 0 || inj->gridStride)
        return AbsVal::varying();
      unsigned twos = __builtin_ctzll(uint64_t(*c));
      unsigned width =
          in.type && in.type->kind == ir::Type::Int ? in.type->bits : 0;
      if (in.type && in.type->kind == ir::Type::Tuple &&
          !in.type->elems.empty())
        width = in.type->elems[0]->bits;
      if (twos != 0 && !(width == 64 && twos <= 31))
        return AbsVal::varying();
      return injective(inj->base, false,
                       "mul(" + inj->fn + "," + other->fn + ")");
    }
    return AbsVal::varying();
  }
  if (op == Opcode::Neg || op == Opcode::Not) {
    if (ops.size() == 1 && ops[0].kind == AbsVal::Injective &&
        !ops[0].gridStride)
      return injective(ops[0].base, false, fnText(ir::opcodeName(op)));
  }
  return combineUniform(ops, fnText(ir::opcodeName(op)));
}

void ThreadValues::computeDivergence() {
  divergent.clear();
  // Successors; `exit` (index n) follows returns, panics and unreachable.
  size_t n = f.blocks.size();
  std::map<unsigned, size_t> index;
  for (size_t i = 0; i < n; ++i)
    index[f.blocks[i].id] = i;
  std::vector<std::vector<size_t>> succ(n + 1);
  for (size_t i = 0; i < n; ++i) {
    const ir::Terminator &t = f.blocks[i].term;
    auto add = [&](unsigned id) {
      auto it = index.find(id);
      succ[i].push_back(it == index.end() ? n : it->second);
    };
    switch (t.kind) {
    case ir::Terminator::Br:
    case ir::Terminator::Assert:
      add(t.target);
      break;
    case ir::Terminator::Switch:
      for (auto &c : t.cases)
        add(c.second);
      add(t.target);
      break;
    default:
      succ[i].push_back(n);
      break;
    }
  }
  // Post-dominator sets, iteratively (kernels are small).
  std::vector<std::vector<bool>> pdom(n + 1, std::vector<bool>(n + 1, true));
  pdom[n].assign(n + 1, false);
  pdom[n][n] = true;
  for (bool changed = true; changed;) {
    changed = false;
    for (size_t i = n; i-- > 0;) {
      std::vector<bool> s(n + 1, true);
      for (size_t j : succ[i])
        for (size_t k = 0; k <= n; ++k)
          s[k] = s[k] && pdom[j][k];
      s[i] = true;
      if (s != pdom[i]) {
        pdom[i] = std::move(s);
        changed = true;
      }
    }
  }
  for (size_t i = 0; i < n; ++i) {
    const ir::Terminator &t = f.blocks[i].term;
    if (t.kind != ir::Terminator::Switch || valueOf(t.cond).isBlockUniform() ||
        valueOf(t.cond).kind == AbsVal::Bottom)
      continue;
    // Blocks reachable from the branch before its immediate post-dominator
    // diverge: every strict post-dominator of the branch is reached by all.
    std::vector<size_t> work(succ[i].begin(), succ[i].end());
    std::set<size_t> seen;
    while (!work.empty()) {
      size_t b = work.back();
      work.pop_back();
      if (b == n || (pdom[i][b] && b != i) || !seen.insert(b).second)
        continue;
      unsigned id = f.blocks[b].id;
      if (!divergent.count(id))
        divergent[id] = Divergence{f.blocks[i].id, t.loc, describe(t.cond)};
      for (size_t s : succ[b])
        work.push_back(s);
    }
  }
}

const Divergence *ThreadValues::divergence(unsigned block) const {
  auto it = divergent.find(block);
  return it == divergent.end() ? nullptr : &it->second;
}

std::string ThreadValues::describe(unsigned local) const {
  return describe(local, 0);
}
std::string ThreadValues::describe(const ir::Value &v) const {
  return describe(v, 0);
}

std::string ThreadValues::describe(unsigned local, unsigned depth) const {
  if (local >= f.locals.size())
    return "_" + std::to_string(local);
  const ir::Local &l = f.locals[local];
  if (!l.name.empty())
    return l.name;
  if (depth < 6 && defs[local].size() == 1)
    return describeInst(*defs[local][0], depth + 1);
  return "_" + std::to_string(local);
}

std::string ThreadValues::describe(const ir::Value &v, unsigned depth) const {
  if (v.kind == ir::Value::Const) {
    const ir::Constant &c = v.constant;
    if (c.kind == ir::Constant::Int)
      return (c.negative ? "-" : "") + std::to_string(c.bits);
    if (c.kind == ir::Constant::Bool)
      return c.bits ? "true" : "false";
    return c.text.empty() ? "const" : c.text;
  }
  std::string s = describe(v.place.local, depth);
  for (const ir::Projection &p : v.place.projs) {
    switch (p.kind) {
    case ir::Projection::Deref:
      break;
    case ir::Projection::Field:
      if (!(p.index == 0 && v.place.projs.size() == 1))
        s += "." + std::to_string(p.index);
      break;
    case ir::Projection::Index:
      s += "[" + describe(p.index, depth) + "]";
      break;
    case ir::Projection::ConstIndex:
      s += "[" + std::to_string(p.offset) + "]";
      break;
    default:
      s += "[..]";
      break;
    }
  }
  return s;
}

std::string ThreadValues::describeInst(const ir::Inst &in,
                                       unsigned depth) const {
  auto arg = [&](size_t i) {
    return i < in.args.size() ? describe(in.args[i], depth) : std::string("?");
  };
  const char *bin = nullptr;
  switch (in.op) {
  case Opcode::Copy:
    return arg(0);
  case Opcode::AddWrap:
  case Opcode::AddUnchecked:
  case Opcode::AddOverflow:
  case Opcode::FAdd:
    bin = "+";
    break;
  case Opcode::SubWrap:
  case Opcode::SubUnchecked:
  case Opcode::SubOverflow:
  case Opcode::FSub:
    bin = "-";
    break;
  case Opcode::MulWrap:
  case Opcode::MulUnchecked:
  case Opcode::MulOverflow:
  case Opcode::FMul:
    bin = "*";
    break;
  case Opcode::SDiv:
  case Opcode::UDiv:
  case Opcode::FDiv:
    bin = "/";
    break;
  case Opcode::SRem:
  case Opcode::URem:
  case Opcode::FRem:
    bin = "%";
    break;
  case Opcode::And:
    bin = "&";
    break;
  case Opcode::Or:
    bin = "|";
    break;
  case Opcode::Xor:
    bin = "^";
    break;
  case Opcode::Shl:
  case Opcode::ShlUnchecked:
    bin = "<<";
    break;
  case Opcode::LShr:
  case Opcode::AShr:
  case Opcode::LShrUnchecked:
  case Opcode::AShrUnchecked:
    bin = ">>";
    break;
  case Opcode::Eq:
    bin = "==";
    break;
  case Opcode::Ne:
    bin = "!=";
    break;
  case Opcode::Lt:
    bin = "<";
    break;
  case Opcode::Le:
    bin = "<=";
    break;
  case Opcode::Gt:
    bin = ">";
    break;
  case Opcode::Ge:
    bin = ">=";
    break;
  case Opcode::ZExt:
  case Opcode::SExt:
  case Opcode::Trunc:
  case Opcode::Retype:
  case Opcode::FpToSiSat:
  case Opcode::FpToUiSat:
  case Opcode::SiToFp:
  case Opcode::UiToFp:
  case Opcode::FpExt:
  case Opcode::FpTrunc:
    return arg(0) + " as " + (in.type ? in.type->str() : "?");
  case Opcode::Len:
    return describe(in.src.local, depth) + ".len()";
  case Opcode::Intrinsic: {
    std::string c = in.callee;
    if (ir::callInfo(in.call).isRsgpu()) { // rsgpu.warp.shfl -> warp_shfl
      c = c.substr(6);
      std::replace(c.begin(), c.end(), '.', '_');
    }
    std::string s = c + "(";
    for (size_t i = 0; i < in.args.size(); ++i)
      s += (i ? ", " : "") + arg(i);
    return s + ")";
  }
  default:
    return "_" + std::to_string(in.dest ? in.dest->local : 0);
  }
  return "(" + arg(0) + " " + bin + " " + arg(1) + ")";
}

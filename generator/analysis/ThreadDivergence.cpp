//===- ThreadDivergence.cpp - divergent blocks, and values in user terms ---===//
//
// The second half of ThreadValues (ThreadValues.h): which blocks diverge
// (control-dependent on a branch that is not block-uniform), and how a value
// is described in a diagnostic (the user's variable names, from MIR `debug`
// lines, and the operations that made it).
//
//===----------------------------------------------------------------------===//
#include "analysis/ThreadValues.h"
#include "ir/CallTable.h"

#include <algorithm>
#include <functional>
#include <optional>
#include <set>

using namespace rsgpu;
using namespace rsgpu::analysis;
using ir::Opcode;

void ThreadValues::computeDivergence() {
  divergent.clear();
  clusterDivergent.clear();
  regions.clear();
  succs.clear();
  // Successors; `exit` (index n) follows returns, panics and unreachable.
  size_t n = f.blocks.size();
  std::map<unsigned, size_t> index;
  for (size_t i = 0; i < n; ++i)
    index[f.blocks[i].id] = i;
  // Blocks no execution reaches the end of: MIR's `unreachable` (the
  // `otherwise` arm of a switch on an enum's discriminant), and blocks every
  // path from which ends there, with no call on the way (a call with no
  // return target ends in `unreachable` too: that one is a real path, the
  // callee panics or loops). Reaching them is undefined behaviour, so an
  // edge into one is no path a thread takes: `if let Some(v) = x.get(i)`
  // branches two ways, not three, and a barrier after its join
  // post-dominates it.
  std::vector<bool> doomed(n, false);
  auto callFree = [&](const ir::Block &b) {
    for (const ir::Inst &in : b.insts)
      if (in.op == Opcode::Call || in.op == Opcode::Intrinsic)
        return false;
    return true;
  };
  for (bool changed = true; changed;) {
    changed = false;
    for (size_t i = 0; i < n; ++i) {
      const ir::Block &b = f.blocks[i];
      if (doomed[i] || !callFree(b))
        continue;
      bool d = b.term.kind == ir::Terminator::Unreachable;
      if (!d && (b.term.kind == ir::Terminator::Br ||
                 b.term.kind == ir::Terminator::Switch)) {
        d = true;
        for (unsigned id : b.term.successors()) {
          auto it = index.find(id);
          d = d && it != index.end() && doomed[it->second];
        }
      }
      if (d) {
        doomed[i] = true;
        changed = true;
      }
    }
  }
  std::vector<std::vector<size_t>> succ(n + 1);
  for (size_t i = 0; i < n; ++i) {
    const ir::Terminator &t = f.blocks[i].term;
    auto add = [&](unsigned id) {
      auto it = index.find(id);
      if (it != index.end() && doomed[it->second] && !doomed[i])
        return; // never taken
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
      break;
    }
    if (succ[i].empty()) // returns, panics; a call into a doomed block
      succ[i].push_back(n);
    for (size_t j : succ[i])
      succs[f.blocks[i].id].push_back(j == n ? ~0u : f.blocks[j].id);
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
    AbsVal c = t.kind == ir::Terminator::Switch ? valueOf(t.cond) : AbsVal{};
    // A grid-uniform condition: every block decides alike. A block-uniform
    // one splits the blocks of a cluster only (clusterDivergent, S10).
    if (c.kind == AbsVal::Bottom || c.isGridUniform())
      continue;
    // (At the warp level, uniform is per warp: ThreadWarps.cpp.)
    bool threads = !c.isBlockUniform();
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
      if (!clusterDivergent.count(id))
        clusterDivergent[id] =
            Divergence{f.blocks[i].id, t.loc, describe(t.cond)};
      if (threads) {
        regions[f.blocks[i].id].insert(id);
        if (!divergent.count(id))
          divergent[id] = Divergence{f.blocks[i].id, t.loc, describe(t.cond)};
      }
      for (size_t s : succ[b])
        work.push_back(s);
    }
  }
}

const std::vector<unsigned> &ThreadValues::successors(unsigned block) const {
  static const std::vector<unsigned> none;
  auto it = succs.find(block);
  return it == succs.end() ? none : it->second;
}

const Divergence *ThreadValues::divergence(unsigned block) const {
  auto it = divergent.find(block);
  return it == divergent.end() ? nullptr : &it->second;
}

const Divergence *ThreadValues::clusterDivergence(unsigned block) const {
  auto it = clusterDivergent.find(block);
  return it == clusterDivergent.end() ? nullptr : &it->second;
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
  if (depth >= 12) // copies and `.0` of checked arithmetic count too
    return "..";
  if (defs[local].size() == 1)
    return describeInst(*defs[local][0], depth + 1);
  // A temporary assigned on several paths (`if c { a } else { b }`): its
  // values in user names, never the MIR local `_N` (issue 15).
  std::vector<std::string> alts;
  for (const ir::Inst *d : defs[local]) {
    std::string t = describeInst(*d, depth + 1);
    if (std::find(alts.begin(), alts.end(), t) == alts.end())
      alts.push_back(t);
  }
  if (alts.empty())
    return "a temporary";
  if (alts.size() == 1)
    return alts[0];
  if (alts.size() > 3)
    return "one of " + std::to_string(alts.size()) + " values";
  std::string s = "(";
  for (size_t i = 0; i < alts.size(); ++i)
    s += (i ? " or " : "") + alts[i];
  return s + ")";
}

std::string ThreadValues::describe(const ir::Value &v, unsigned depth) const {
  if (v.kind == ir::Value::Const) {
    const ir::Constant &c = v.constant;
    if (c.kind == ir::Constant::Int) {
      // A mask in Rust's words: `!31`, not 18446744073709551584 (O3 folds
      // `t & !31` into one constant).
      if (!c.negative && c.bits >= (uint64_t(1) << 63) && ~c.bits <= 0xffff)
        return "!" + std::to_string(~c.bits);
      return (c.negative ? "-" : "") + std::to_string(c.bits);
    }
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
      s += "[" + std::string(p.fromEnd ? "len - " : "") +
           std::to_string(p.offset) + "]";
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
  case Opcode::AddFlagged:
  case Opcode::FAdd:
    bin = "+";
    break;
  case Opcode::SubWrap:
  case Opcode::SubUnchecked:
  case Opcode::SubOverflow:
  case Opcode::SubFlagged:
  case Opcode::FSub:
    bin = "-";
    break;
  case Opcode::MulWrap:
  case Opcode::MulUnchecked:
  case Opcode::MulOverflow:
  case Opcode::MulFlagged:
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
  case Opcode::Len: // `Len(*p)` of a place, or `PtrMetadata(p)`
    return (in.args.empty() ? describe(in.src.local, depth) : arg(0)) +
           ".len()";
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
  case Opcode::Ref:
  case Opcode::AddrOf:
    return "&" + describe(in.src.local, depth);
  case Opcode::RefMut:
  case Opcode::AddrOfMut:
    return "&mut " + describe(in.src.local, depth);
  case Opcode::Call:
    return in.callee + "(..)";
  default: {
    std::string s = std::string(ir::opcodeName(in.op)) + "(";
    for (size_t i = 0; i < in.args.size(); ++i)
      s += (i ? ", " : "") + arg(i);
    return s + ")";
  }
  }
  return "(" + arg(0) + " " + bin + " " + arg(1) + ")";
}

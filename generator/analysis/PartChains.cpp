//===- PartChains.cpp - which part of a `&mut [T]` a local names ----------===//
//
// See PartChains.h: the chain of `split_at_mut` halves from a kernel's
// `&mut` slice parameter to each local that aliases a part of it, and the
// comparison of proof keys that carry such a chain.
//
//===----------------------------------------------------------------------===//
#include "analysis/PartChains.h"

#include <cstdint>
#include <optional>

using namespace rsgpu;
using namespace rsgpu::analysis;

namespace {
constexpr size_t kMaxDepth = 8;

bool sameChain(const std::vector<ChainSeg> &a, const std::vector<ChainSeg> &b) {
  if (a.size() != b.size())
    return false;
  for (size_t i = 0; i < a.size(); ++i)
    if (a[i].side != b[i].side || a[i].text != b[i].text)
      return false;
  return true;
}

/// The `head(..):` / `tail(..):` segments a key starts with, and the rest.
std::vector<std::string> segments(const std::string &key, std::string *rest) {
  std::vector<std::string> segs;
  size_t at = 0;
  while (key.compare(at, 5, "head(") == 0 || key.compare(at, 5, "tail(") == 0) {
    size_t close = key.find("):", at);
    if (close == std::string::npos)
      break;
    segs.push_back(key.substr(at, close + 2 - at));
    at = close + 2;
  }
  *rest = key.substr(at);
  return segs;
}
} // namespace

PartChains rsgpu::analysis::partChains(
    const ir::Function &f, const std::set<unsigned> &rooted,
    const std::map<unsigned, SplitSource> &splits,
    const std::function<std::string(const ir::Value &)> &text) {
  PartChains pc;
  for (unsigned l : rooted)
    if (l < f.locals.size() && f.locals[l].isArg)
      pc.chain[l] = {};
  auto isRooted = [&](unsigned l) { return rooted.count(l) != 0; };
  for (bool changed = true; changed;) {
    changed = false;
    for (const ir::Block &b : f.blocks)
      for (const ir::Inst &in : b.insts) {
        if (!in.dest || !in.dest->isLocal() || !isRooted(in.dest->local))
          continue;
        unsigned d = in.dest->local;
        std::optional<unsigned> src;
        std::optional<ChainSeg> seg;
        if (in.op == ir::Opcode::Copy && in.args.size() == 1 &&
            in.args[0].kind != ir::Value::Const) {
          const ir::Place &p = in.args[0].place;
          if (p.isLocal() && isRooted(p.local))
            src = p.local;
          else if (p.projs.size() == 1 &&
                   p.projs[0].kind == ir::Projection::Field &&
                   p.projs[0].index < 2)
            if (auto s = splits.find(p.local); s != splits.end()) {
              src = s->second.src;
              seg = ChainSeg{unsigned(p.projs[0].index), s->second.mid,
                             text(s->second.mid)};
            }
        } else if ((in.op == ir::Opcode::RefMut ||
                    in.op == ir::Opcode::AddrOfMut ||
                    in.op == ir::Opcode::Ref || in.op == ir::Opcode::AddrOf) &&
                   in.src.projs.size() == 1 &&
                   in.src.projs[0].kind == ir::Projection::Deref &&
                   isRooted(in.src.local)) {
          src = in.src.local;
        }
        if (!src || pc.mixed.count(d))
          continue;
        bool mixed = pc.mixed.count(*src) != 0;
        std::vector<ChainSeg> c;
        if (!mixed) {
          auto k = pc.chain.find(*src);
          if (k == pc.chain.end())
            continue; // not known yet
          c = k->second;
          if (seg)
            c.push_back(*seg);
          mixed = c.size() > kMaxDepth;
        }
        auto have = pc.chain.find(d);
        if (!mixed && have == pc.chain.end()) {
          pc.chain[d] = std::move(c);
          changed = true;
        } else if (mixed || !sameChain(have->second, c)) {
          pc.chain.erase(d);
          pc.mixed.insert(d);
          changed = true;
        }
      }
  }
  for (unsigned l : rooted)
    if (!pc.chain.count(l))
      pc.mixed.insert(l);
  return pc;
}

std::string rsgpu::analysis::chainKey(const std::vector<ChainSeg> &c) {
  std::string k;
  for (const ChainSeg &s : c)
    k += (s.side ? "tail(" : "head(") + s.text + "):";
  return k;
}

bool rsgpu::analysis::sameOffset(const std::string &a, const std::string &b,
                                 std::string *restA, std::string *restB) {
  std::string ta, tb;
  for (const std::string &s : segments(a, restA))
    if (s[0] == 't')
      ta += s;
  for (const std::string &s : segments(b, restB))
    if (s[0] == 't')
      tb += s;
  return ta == tb;
}

bool rsgpu::analysis::sameElement(const std::string &a, const std::string &b) {
  std::string ra, rb;
  return sameOffset(a, b, &ra, &rb) && ra == rb;
}

bool rsgpu::analysis::chainsDisjoint(const std::string &a,
                                     const std::string &b) {
  std::string ra, rb;
  std::vector<std::string> sa = segments(a, &ra), sb = segments(b, &rb);
  for (size_t i = 0; i < sa.size() && i < sb.size(); ++i) {
    if (sa[i] == sb[i])
      continue;
    // the head and the tail of one split point of one part
    return sa[i][0] != sb[i][0] && sa[i].substr(4) == sb[i].substr(4);
  }
  return false;
}

namespace {
/// `chunk(w):B:F` and `B:mul64(F,w)` / `B:add64(mul64(F,w),c)`, c < w.
bool chunkHolds(const std::string &chunk, const std::string &elem) {
  if (chunk.compare(0, 6, "chunk(") != 0)
    return false;
  size_t close = chunk.find("):");
  if (close == std::string::npos)
    return false;
  std::string w = chunk.substr(6, close - 6);
  if (w.empty() || w.size() > 18 ||
      w.find_first_not_of("0123456789") != std::string::npos)
    return false;
  uint64_t width = std::stoull(w);
  if (width == 0 || (width & (width - 1)) != 0)
    return false;
  std::string rest = chunk.substr(close + 2); // B:F
  size_t colon = rest.find(':');
  if (colon == std::string::npos || elem.compare(0, colon + 1, rest, 0,
                                                 colon + 1) != 0)
    return false;
  std::string base = rest.substr(0, colon + 1), fn = rest.substr(colon + 1);
  std::string product = "mul64(" + fn + "," + w + ")";
  if (elem == base + product)
    return true;
  std::string pre = base + "add64(" + product + ",";
  if (elem.compare(0, pre.size(), pre) != 0 || elem.back() != ')')
    return false;
  std::string c = elem.substr(pre.size(), elem.size() - pre.size() - 1);
  return !c.empty() && c.size() <= 18 &&
         c.find_first_not_of("0123456789") == std::string::npos &&
         std::stoull(c) < width;
}
} // namespace

bool rsgpu::analysis::inOwnChunk(const std::string &a, const std::string &b) {
  std::string ra, rb;
  if (!sameOffset(a, b, &ra, &rb))
    return false;
  return chunkHolds(ra, rb) || chunkHolds(rb, ra);
}

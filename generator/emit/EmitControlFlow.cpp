//===- EmitControlFlow.cpp - blocks, if/while, gotos, terminators
//-----------===//
#include "emit/FnEmitter.h"

#include <cctype>
#include <functional>
#include <limits>
#include <map>
#include <sstream>

using namespace rsgpu;
using namespace rsgpu::emit;

namespace {
/// A `switchInt` value (rustc's bit pattern of the discriminant's type)
/// as a C++ case label of that type: signed types get their negative
/// values (`case -1:`, not `case 4294967295:`, which is ill-formed for an
/// `int` condition).
std::string caseValue(uint64_t v, const ir::Type *t) {
  if (!t || t->kind != ir::Type::Int)
    return std::to_string(v);
  // u128/i128: the value is at most 64 bits and not negative (the parser
  // and the IR builder refuse others), zero-extended
  if (t->bits == 128)
    return std::string(t->isSigned ? "rsgpu::rust::i128("
                                   : "rsgpu::rust::u128(") +
           std::to_string(v) + "ull)";
  unsigned w = t->bits < 64 ? t->bits : 64;
  uint64_t mask = w == 64 ? ~0ull : (1ull << w) - 1;
  v &= mask;
  if (!t->isSigned) // above INT64_MAX a decimal literal needs its suffix
    return std::to_string(v) + (v >> 63 ? "ull" : "");
  int64_t sv = w < 64 && (v >> (w - 1)) ? int64_t(v | ~mask) : int64_t(v);
  if (sv == std::numeric_limits<int64_t>::min())
    return "(-9223372036854775807ll - 1)";
  return std::to_string(sv);
}
} // namespace

std::string FnEmitter::ind() const { return std::string(4 + 2 * depth, ' '); }

size_t FnEmitter::indexOf(unsigned id) const {
  for (size_t i = 0; i < f.blocks.size(); ++i)
    if (f.blocks[i].id == id)
      return i;
  return f.blocks.size() + 1;
}

/// A two-way branch on a bool: the condition text under which control
/// goes to `fall` (the next block), and the other target.
bool FnEmitter::twoWay(const ir::Terminator &t, unsigned fall,
                       std::string &cond, unsigned &other) {
  if (t.kind != ir::Terminator::Switch || t.cases.size() != 1 || !t.cond.type ||
      t.cond.type->kind != ir::Type::Bool)
    return false;
  auto [v, a] = t.cases[0];
  std::string c = value(t.cond, t.loc);
  if (t.target == fall && a != fall) {
    cond = v == 0 ? c : "!" + c;
    other = a;
    return true;
  }
  if (a == fall && t.target != fall) {
    cond = v == 0 ? "!" + c : c;
    other = t.target;
    return true;
  }
  return false;
}

/// Whether a block outside [a, b) other than `from` jumps into [a, b)
/// (a structured statement over the range would hide a second entry).
bool FnEmitter::enteredFromOutside(size_t a, size_t b, size_t from) {
  for (size_t k = 0; k < f.blocks.size(); ++k) {
    if (k >= a && k < b)
      continue;
    const ir::Terminator &t = f.blocks[k].term;
    std::vector<unsigned> succ;
    if (t.kind == ir::Terminator::Br || t.kind == ir::Terminator::Assert ||
        t.kind == ir::Terminator::Switch)
      succ.push_back(t.target);
    for (auto &c : t.cases)
      succ.push_back(c.second);
    for (unsigned id : succ) {
      size_t x = indexOf(id);
      if (x >= a && x < b && !(k == from && (x == a || k + 1 == a)))
        return true;
    }
  }
  return false;
}

/// Emits blocks [lo, hi); falling off the end of the range continues at
/// block `fallId`. Structured `while`/`if`/`else` where the linear layout
/// has their shape; `goto` elsewhere. Every transformation only groups
/// consecutive blocks, so any remaining goto keeps its meaning.
void FnEmitter::emitRange(size_t lo, size_t hi, unsigned fallId) {
  auto nextId = [&](size_t i) {
    return i + 1 < hi ? f.blocks[i + 1].id : fallId;
  };
  for (size_t i = lo; i < hi;) {
    const ir::Block &b = f.blocks[i];
    std::string cond;
    unsigned other = 0;
    // while: H: insts; if (!c) goto X; body...; E: goto H; X:
    if (i + 1 < hi && twoWay(b.term, f.blocks[i + 1].id, cond, other)) {
      size_t x = indexOf(other);
      if (x > i + 1 && x <= hi && (x < hi || other == fallId) &&
          f.blocks[x - 1].term.kind == ir::Terminator::Br &&
          f.blocks[x - 1].term.target == b.id &&
          !enteredFromOutside(i + 1, x, i)) {
        *out << ind() << "while (true) {\n";
        ++depth;
        *out << "  bb" << b.id << ":\n";
        curBlock = b.id;
        for (const ir::Inst &in : b.insts)
          inst(in), invalidate(in);
        *out << ind() << "if ("
             << (cond[0] == '!' ? cond.substr(1) : "!" + cond) << ")\n"
             << ind() << "  break;\n";
        emitRange(i + 1, x, b.id);
        --depth;
        *out << ind() << "}\n";
        i = x;
        continue;
      }
    }
    *out << "  bb" << b.id << ":\n";
    curBlock = b.id;
    for (const ir::Inst &in : b.insts)
      inst(in), invalidate(in);
    if (twoWay(b.term, nextId(i), cond, other)) {
      size_t x = indexOf(other);
      if (x > i + 1 && x <= hi && (x < hi || other == fallId) &&
          !enteredFromOutside(i + 1, x, i)) {
        // if (c) { then } [else { else }]
        const ir::Terminator &last = f.blocks[x - 1].term;
        size_t y =
            last.kind == ir::Terminator::Br ? indexOf(last.target) : hi + 1;
        bool hasElse = x < hi && y > x && y <= hi &&
                       (y < hi || last.target == fallId) &&
                       !enteredFromOutside(x, y, i);
        unsigned join = hasElse ? (y < hi ? f.blocks[y].id : fallId) : other;
        *out << ind() << "if (" << cond << ") {\n";
        ++depth;
        emitRange(i + 1, x, join);
        --depth;
        if (hasElse) {
          *out << ind() << "} else {\n";
          ++depth;
          emitRange(x, y, join);
          --depth;
        }
        *out << ind() << "}\n";
        i = hasElse ? y : x;
        continue;
      }
    }
    term(b.term, nextId(i));
    ++i;
  }
}

/// Removes `bbN:` lines no goto names; a kept label before `}` gets `;`.
std::string FnEmitter::dropUnusedLabels(const std::string &text) {
  std::vector<std::string> lines;
  size_t pos = 0;
  while (pos < text.size()) {
    size_t e = text.find('\n', pos);
    if (e == std::string::npos)
      e = text.size();
    lines.push_back(text.substr(pos, e - pos));
    pos = e + 1;
  }
  std::string r;
  for (size_t i = 0; i < lines.size(); ++i) {
    const std::string &l = lines[i];
    if (l.rfind("  bb", 0) == 0 && l.back() == ':') {
      std::string label = l.substr(2, l.size() - 3);
      if (text.find("goto " + label + ";") == std::string::npos)
        continue;
      size_t n = i + 1;
      while (n < lines.size() && lines[n].rfind("  bb", 0) == 0 &&
             lines[n].back() == ':')
        ++n;
      std::string ws = l.substr(0, l.find_first_not_of(' '));
      if (n == lines.size() ||
          lines[n].find_first_not_of(' ') == std::string::npos ||
          lines[n][lines[n].find_first_not_of(' ')] == '}') {
        r += l + ";\n";
        continue;
      }
    }
    r += l + "\n";
  }
  return r;
}

std::string FnEmitter::panicSite(ir::Loc loc) {
  std::string where = describeLoc(diags.sourceMgr(), loc);
  auto [line, col] = diags.sourceMgr().getLineAndColumn(loc);
  (void)col;
  std::string file = where.substr(0, where.find(':'));
  file = file.substr(
      file.rfind('/') == std::string::npos ? 0 : file.rfind('/') + 1);
  return cString(file) + ", " + std::to_string(line);
}

std::string FnEmitter::panicCall(const std::string &msg,
                                 const std::vector<ir::Value> &args,
                                 ir::Loc loc) {
  std::string at = panicSite(loc);
  // Out of line, with as few arguments as the message needs: each one is
  // instructions at every check site (rsgpu/rust/ops.hpp).
  if (msg == "index out of bounds: the length is {} but the index is {}" &&
      args.size() == 2)
    return "rsgpu::rust::panic_bounds(" + at + ", " + value(args[0], loc) + ", " +
           value(args[1], loc) + ");";
  // core's slice-range panics, called by name where opt-level 3 inlined
  // the range check (CallTable's isPanicPath): their messages
  if (msg == "slice_index_fail" && args.size() == 3)
    return "rsgpu::rust::panic_slice_index(" + at + ", " +
           value(args[0], loc) + ", " + value(args[1], loc) + ", " +
           value(args[2], loc) + ");";
  static const std::map<std::string, std::string> rangePanics = {
      {"slice_start_index_len_fail",
       "range start index {} out of range for slice of length {}"},
      {"slice_end_index_len_fail",
       "range end index {} out of range for slice of length {}"},
      {"slice_index_order_fail", "slice index starts at {} but ends at {}"},
      {"slice_end_index_overflow_fail",
       "attempted to index slice up to maximum usize"},
      {"slice_start_index_overflow_fail",
       "attempted to index slice from after maximum usize"}};
  if (auto it = rangePanics.find(msg); it != rangePanics.end())
    return panicCall(it->second, args, loc);
  if (args.empty())
    return "rsgpu::rust::panic_msg(" + cString(msg) + ", " + at + ");";
  std::string s = "rsgpu::detail::cold_panic(" + cString(msg) + ", " + at;
  for (size_t i = 0; i < args.size() && i < 2; ++i)
    s += ", (unsigned long long)(" + value(args[i], loc) + ")";
  return s + ");";
}

bool FnEmitter::term(const ir::Terminator &t, unsigned next) {
  auto jump = [&](unsigned id) {
    if (id == next)
      return false;
    *out << ind() << "goto bb" << id << ";\n";
    return true;
  };
  switch (t.kind) {
  case ir::Terminator::Br:
    return jump(t.target);
  case ir::Terminator::Return:
    if (!f.isKernel && retType() != "void") {
      read.insert(0);
      *out << ind() << "return " << names[0] << ";\n";
      return true;
    }
    *out << ind() << "return;\n";
    return true;
  case ir::Terminator::Unreachable:
    *out << ind() << panicCall("entered unreachable code", {}, t.loc) << "\n";
    return true;
  case ir::Terminator::Panic:
    *out << ind() << panicCall(t.message, t.args, t.loc) << "\n";
    return true;
  case ir::Terminator::Assert:
    if (const analysis::BoundsProof *p =
            proven(facts ? &facts->bounds : nullptr, &t)) {
      *out << ind() << "RSGPU_GEN_ASSUME(" << value(t.cond, t.loc)
           << ");  // S6: " << p->why << "\n";
      jump(t.target);
      return true;
    }
    *out << ind() << "if (" << (t.expected ? "!" : "") << value(t.cond, t.loc)
         << ")\n"
         << ind() << "  " << panicCall(t.message, t.args, t.loc) << "\n";
    jump(t.target);
    return true;
  case ir::Terminator::Switch: {
    std::string c = value(t.cond, t.loc);
    bool isBool = t.cond.type && t.cond.type->kind == ir::Type::Bool;
    if (isBool && t.cases.size() == 1) {
      *out << ind() << "if (" << (t.cases[0].first == 0 ? "!" : "") << c
           << ")\n"
           << ind() << "  goto bb" << t.cases[0].second << ";\n";
      jump(t.target);
      return true;
    }
    *out << ind() << "switch (" << c << ") {\n";
    for (auto &[v, b] : t.cases)
      *out << ind() << "case " << caseValue(v, t.cond.type) << ": goto bb"
           << b << ";\n";
    *out << ind() << "default: goto bb" << t.target << ";\n" << ind() << "}\n";
    return true;
  }
  }
  return false;
}

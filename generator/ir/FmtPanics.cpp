//===- FmtPanics.cpp - panics with formatted messages ---------------------===//
//
// `assert!(c, "value {} at {}", v, i)`, `debug_assert!`, `unreachable!("op
// {}", x)`, `assert_eq!` and `expect` build a `core::fmt::Arguments` (and its
// `rt::Argument`s, function pointers to `Display::fmt`, ...) that only the
// panic reads. None of it has a device value. The locals that exist only to
// feed a panic are *erased*: their declarations and assignments are dropped,
// and the panic keeps the format string (Rust's template, decoded), which
// DevicePanic reports.
//
//===----------------------------------------------------------------------===//
#include "ir/FmtPanics.h"

#include <cctype>

#include "llvm/ADT/StringRef.h"
#include <cctype>
#include <functional>
#include <map>

using namespace rsgpu;
using namespace rsgpu::ir;
using llvm::StringRef;

namespace {
void placeLocals(const mir::Place &p, std::vector<unsigned> &out) {
  out.push_back(p.local);
  for (const mir::Projection &pr : p.projs)
    if (pr.kind == mir::Projection::Index)
      out.push_back(pr.field);
}
void operandLocals(const mir::Operand &o, std::vector<unsigned> &out) {
  if (o.kind != mir::Operand::Const)
    placeLocals(o.place, out);
}
std::vector<unsigned> rvalueLocals(const mir::Rvalue &rv) {
  std::vector<unsigned> out;
  for (const mir::Operand &o : rv.operands)
    operandLocals(o, out);
  switch (rv.kind) {
  case mir::Rvalue::Ref:
  case mir::Rvalue::RawPtr:
  case mir::Rvalue::Len:
  case mir::Rvalue::Discriminant:
  case mir::Rvalue::CopyForDeref:
    placeLocals(rv.place, out);
    break;
  default:
    break;
  }
  return out;
}
} // namespace

bool rsgpu::ir::isFmtType(const mir::Type &t) {
  if (t.kind == mir::Type::FnPtr)
    return true;
  std::string s = t.str();
  StringRef r(s);
  // not `dyn Debug` and the like: trait objects stay unsupported (RG0101)
  return r.contains("fmt::Arguments") || r.contains("fmt::rt::") ||
         r.contains("Formatter") || r.contains("AssertKind") ||
         r.contains("NonNull<()>") || r.starts_with("Arguments");
}

bool rsgpu::ir::isPanicCallee(const mir::Path &p) {
  std::string plain = p.plain();
  StringRef s(plain), last(p.last());
  return s.contains("panicking::") || last.starts_with("panic") ||
         last == "assert_failed" || last == "unwrap_failed" ||
         last == "expect_failed" || last == "unreachable_display";
}

std::set<unsigned> rsgpu::ir::fmtOnlyLocals(const mir::Body &body) {
  std::set<unsigned> erased;
  std::set<unsigned> args;
  for (const mir::LocalDecl &d : body.locals) {
    if (d.isArg)
      args.insert(d.id);
    else if (d.id != 0 && d.type && isFmtType(*d.type))
      erased.insert(d.id);
  }
  if (erased.empty())
    return erased;
  const std::set<unsigned> seed = erased;
  // A use site: the local it defines (~0u: none, or one that must stay), or
  // a panic's argument.
  struct Site {
    unsigned dest;
    bool panic;
  };
  std::map<unsigned, std::vector<Site>> uses;
  for (const mir::BasicBlock &bb : body.blocks) {
    if (bb.cleanup)
      continue;
    for (const mir::Statement &st : bb.stmts) {
      if (st.kind == mir::Statement::Assign && st.rvalue) {
        std::vector<unsigned> ls = rvalueLocals(*st.rvalue);
        // locals that index the destination place are uses that stay
        std::vector<unsigned> dl;
        placeLocals(st.place, dl);
        for (size_t i = 1; i < dl.size(); ++i)
          uses[dl[i]].push_back({~0u, false});
        for (unsigned l : ls)
          uses[l].push_back({st.place.local, false});
      } else {
        std::vector<unsigned> ls;
        for (const mir::Operand &o : st.args)
          operandLocals(o, ls);
        for (unsigned l : ls)
          uses[l].push_back({~0u, false});
      }
    }
    const mir::Terminator &t = bb.term;
    std::vector<unsigned> ls;
    operandLocals(t.discr, ls);
    for (unsigned l : ls)
      uses[l].push_back({~0u, false});
    if (t.kind == mir::Terminator::Call) {
      bool panic = t.func.kind == mir::Operand::Const && t.func.value &&
                   t.func.value->kind == mir::ConstVal::Named &&
                   isPanicCallee(t.func.value->path);
      std::vector<unsigned> as;
      for (const mir::Operand &o : t.args)
        operandLocals(o, as);
      // only a panic that formats (one of its arguments is a core::fmt value)
      bool formats = false;
      for (unsigned l : as)
        formats |= seed.count(l) != 0;
      for (unsigned l : as)
        uses[l].push_back({t.dest ? t.dest->local : ~0u, panic && formats});
      if (t.func.kind != mir::Operand::Const) {
        std::vector<unsigned> fl;
        operandLocals(t.func, fl);
        for (unsigned l : fl)
          uses[l].push_back({~0u, false});
      }
    } else {
      std::vector<unsigned> as;
      for (const mir::Operand &o : t.args)
        operandLocals(o, as);
      for (unsigned l : as)
        uses[l].push_back({~0u, false});
    }
  }
  for (bool changed = true; changed;) {
    changed = false;
    for (auto &[l, sites] : uses) {
      if (erased.count(l) || args.count(l) || l == 0 || sites.empty())
        continue;
      bool all = true;
      for (const Site &s : sites)
        all &= s.panic || (s.dest != ~0u && s.dest != l && erased.count(s.dest));
      if (all) {
        erased.insert(l);
        changed = true;
      }
    }
  }
  return erased;
}

/// The bytes of a byte-string constant as rustc's MIR prints it
/// (`b"\x06value \xc0\t\"q\"\x00"`: printable ASCII as itself, `\t \r \n
/// \\ \' \" \0` and `\xNN` escapes).
static std::string unescapeByteStr(const std::string &escaped) {
  std::string b;
  for (size_t i = 0; i < escaped.size(); ++i) {
    char c = escaped[i];
    if (c != '\\' || i + 1 >= escaped.size()) {
      b += c;
      continue;
    }
    char e = escaped[++i];
    switch (e) {
    case 'x':
      if (i + 2 < escaped.size() && std::isxdigit((unsigned char)escaped[i + 1]) &&
          std::isxdigit((unsigned char)escaped[i + 2])) {
        b += char(std::stoi(escaped.substr(i + 1, 2), nullptr, 16));
        i += 2;
      } else {
        b += "\\x";
      }
      break;
    case 'n': b += '\n'; break;
    case 't': b += '\t'; break;
    case 'r': b += '\r'; break;
    case '0': b += '\0'; break;
    default: b += e; break; // \\ \' \"
    }
  }
  return b;
}

/// Printable text of bytes that are not a template: control bytes and
/// non-ASCII shown as `\xNN`, so no NUL or stray byte reaches a C++ literal.
static std::string printable(const std::string &b) {
  static const char *hex = "0123456789abcdef";
  std::string r;
  for (unsigned char c : b) {
    if (c == 0)
      break;
    if (c >= 0x20 && c < 0x7f) {
      r += char(c);
    } else if (c == '\n' || c == '\t') {
      r += char(c);
    } else {
      r += "\\x";
      r += hex[c >> 4];
      r += hex[c & 15];
    }
  }
  return r;
}

std::string rsgpu::ir::decodeFmtTemplate(const std::string &escaped) {
  // core::fmt's template (library/core/src/fmt/mod.rs, rustc >= 1.93):
  //   n < 0x80         a literal of n bytes follows
  //   0x80 lo hi       a literal of (hi << 8 | lo) bytes follows
  //   0b11xxxxxx       a placeholder; bit 0: 4 bytes of flags, bit 1: 2 of
  //                    width, bit 2: 2 of precision, bit 3: 2 of argument
  //                    index (bits 4, 5: width/precision from an argument)
  //   0                the end
  // Placeholders become `{}` (`{N}` with an explicit index): the arguments
  // are device values the message cannot carry.
  std::string b = unescapeByteStr(escaped);
  std::string r;
  size_t i = 0;
  auto u16At = [&](size_t at) {
    return unsigned((unsigned char)b[at]) | unsigned((unsigned char)b[at + 1]) << 8;
  };
  while (i < b.size()) {
    unsigned n = (unsigned char)b[i++];
    if (n == 0)
      return r;
    size_t len = 0;
    if (n < 0x80) {
      len = n;
    } else if (n == 0x80) {
      if (i + 2 > b.size())
        break;
      len = u16At(i);
      i += 2;
    } else if (n >= 0xc0) {
      size_t extra = (n & 1 ? 4 : 0) + (n & 2 ? 2 : 0) + (n & 4 ? 2 : 0);
      if (i + extra + (n & 8 ? 2 : 0) > b.size())
        break;
      i += extra;
      if (n & 8) {
        r += "{" + std::to_string(u16At(i)) + "}";
        i += 2;
      } else {
        r += "{}";
      }
      continue;
    } else {
      break; // 0x81..0xbf: not a template
    }
    if (i + len > b.size())
      break;
    r += b.substr(i, len);
    i += len;
  }
  return printable(b); // not a template we know: the bytes, printable
}

std::string rsgpu::ir::fmtTemplate(const mir::Body &body, unsigned local) {
  std::function<std::string(unsigned, int)> find = [&](unsigned l,
                                                       int depth) -> std::string {
    if (depth > 8)
      return "";
    auto fromOperands = [&](const std::vector<mir::Operand> &ops) {
      for (const mir::Operand &o : ops) {
        if (o.kind == mir::Operand::Const && o.value) {
          if (o.value->kind == mir::ConstVal::ByteStr)
            return decodeFmtTemplate(o.value->text);
          if (o.value->kind == mir::ConstVal::Str)
            return o.value->text;
          continue;
        }
        std::string s = find(o.place.local, depth + 1);
        if (!s.empty())
          return s;
      }
      return std::string();
    };
    for (const mir::BasicBlock &bb : body.blocks) {
      for (const mir::Statement &st : bb.stmts)
        if (st.kind == mir::Statement::Assign && st.rvalue &&
            st.place.local == l) {
          std::string s = fromOperands(st.rvalue->operands);
          if (s.empty() && (st.rvalue->kind == mir::Rvalue::Ref ||
                            st.rvalue->kind == mir::Rvalue::CopyForDeref))
            s = find(st.rvalue->place.local, depth + 1);
          if (!s.empty())
            return s;
        }
      if (bb.term.kind == mir::Terminator::Call && bb.term.dest &&
          bb.term.dest->local == l) {
        std::string s = fromOperands(bb.term.args);
        if (!s.empty())
          return s;
      }
    }
    return "";
  };
  return find(local, 0);
}

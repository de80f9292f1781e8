#pragma once
// The manifest `rsgpu-gen build --mode jit|aot` writes next to STEM.kernels.cu:
//
//   rsgpu-manifest 2
//   source saxpy.kernels.cu
//   kernel saxpy rsgpu_kernel_saxpy float|rsgpu::Slice<const
//   float>|rsgpu::SliceMut<float>
//   require saxpy fits_1d(grid,block) rsgpu-gen: `saxpy`'s writes (S5) ...
//
// Each kernel: its Rust name, the C-linkage entry symbol and the C++ types of
// its parameters, which jit::launch checks the host arguments against (the
// loaded image carries no types); then its launch requirement
// (rsgpu_launch_requirement of the generated kernel, exec/thread.hpp), one
// `require KERNEL TEST MESSAGE` line per check in order, which jit::launch
// checks on the host (requirement.hpp) as rsgpu::launch does. TEST is
// NAME(OPERAND,...) without spaces: `grid`, `block`, a number, or `$I`, the
// I-th kernel argument (a slice's length, an integer's value). Version 1
// manifests (no `require` lines: their kernels checked on the device) are
// rejected. Host code only, any backend.
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

#include "../core/error.hpp"
#include "../detail/type_name.hpp"

namespace rsgpu::jit {

/// One check of a kernel's launch requirement (a `require` line).
struct RequirementCheck {
  /// The rsgpu::rust:: test (rust/ops.hpp) it calls; ge/gt compare two values
  /// (a proven variant's length predicates).
  enum class Test {
    thread_dims, ///< the kernel takes Thread1D/Thread2D (operand: 1 or 2)
    fits_block_1d,
    fits_tile_columns,
    fits_1d,
    fits_single_block,
    fits_block_at_most,
    fits_whole_warps,
    fits_nonempty,
    fits_2d,
    fits_3d,
    fits_block_2d,
    ge,
    gt
  };
  struct Operand {
    enum class Kind { Grid, Block, Arg, Const } kind;
    unsigned long long value = 0; ///< Arg: its index; Const: the number
  };
  Test test;
  std::vector<Operand> operands;
  std::string message; ///< what rsgpu_launch_requirement returns
};

struct KernelInfo {
  std::string name, symbol;
  std::vector<std::string> params;
  std::vector<RequirementCheck> requirement; ///< in order; empty: none
};

namespace detail {
/// `TEST(OPERAND,...)` of a `require` line, checked against the test's
/// operands (G grid, B block, A an argument, N a number, X either of the
/// last two) and the kernel's parameter count; an error message, or "".
inline std::string parse_requirement_test(std::string_view text,
                                          std::size_t nparams,
                                          RequirementCheck &out) {
  using T = RequirementCheck::Test;
  using K = RequirementCheck::Operand::Kind;
  struct Sig {
    const char *name;
    T test;
    const char *operands;   // one letter per operand
    unsigned min_operands;  // fits_2d: 3, 5, 6 or 7
  };
  static const Sig sigs[] = {{"thread_dims", T::thread_dims, "N", 1},
                             {"fits_block_1d", T::fits_block_1d, "B", 1},
                             {"fits_tile_columns", T::fits_tile_columns, "BN", 2},
                             {"fits_1d", T::fits_1d, "GB", 2},
                             {"fits_single_block", T::fits_single_block, "G", 1},
                             {"fits_block_at_most", T::fits_block_at_most, "GBN", 3},
                             {"fits_whole_warps", T::fits_whole_warps, "B", 1},
                             {"fits_nonempty", T::fits_nonempty, "A", 1},
                             {"fits_2d", T::fits_2d, "GBXNNNN", 3},
                             {"fits_3d", T::fits_3d, "GBXXN", 5},
                             {"fits_block_2d", T::fits_block_2d, "BNN", 3},
                             {"ge", T::ge, "AX", 2},
                             {"gt", T::gt, "AX", 2}};
  std::size_t open = text.find('(');
  if (open == std::string_view::npos || text.empty() || text.back() != ')')
    return "`" + std::string(text) + "` is not TEST(OPERAND,...)";
  std::string_view name = text.substr(0, open);
  const Sig *sig = nullptr;
  for (const Sig &s : sigs)
    if (name == s.name)
      sig = &s;
  if (!sig)
    return "unknown launch-requirement test `" + std::string(name) +
           "` (a newer rsgpu-gen? rsgpu::jit must know every test it checks)";
  out.test = sig->test;
  out.operands.clear();
  std::string_view args = text.substr(open + 1, text.size() - open - 2);
  std::string_view want = sig->operands;
  for (std::size_t b = 0; b <= args.size() && !args.empty();) {
    std::size_t e = args.find(',', b);
    if (e == std::string_view::npos)
      e = args.size();
    std::string_view a = args.substr(b, e - b);
    b = e + 1;
    std::size_t i = out.operands.size();
    if (i >= want.size())
      return "`" + std::string(text) + "`: too many operands";
    RequirementCheck::Operand op{K::Const, 0};
    bool number = !a.empty();
    std::string_view digits = a;
    if (a == "grid")
      op.kind = K::Grid, number = false;
    else if (a == "block")
      op.kind = K::Block, number = false;
    else if (!a.empty() && a[0] == '$')
      op.kind = K::Arg, digits = a.substr(1), number = !digits.empty();
    else if (a.empty())
      return "`" + std::string(text) + "`: empty operand";
    if (op.kind == K::Arg || op.kind == K::Const) {
      for (char c : digits)
        number = number && c >= '0' && c <= '9' && digits.size() <= 19;
      if (!number)
        return "`" + std::string(text) + "`: operand `" + std::string(a) +
               "` is not grid, block, a number or $INDEX";
      for (char c : digits)
        op.value = op.value * 10 + static_cast<unsigned>(c - '0');
    }
    char w = want[i];
    bool fits = (w == 'G' && op.kind == K::Grid) ||
                (w == 'B' && op.kind == K::Block) ||
                (w == 'A' && op.kind == K::Arg) ||
                (w == 'N' && op.kind == K::Const) ||
                (w == 'X' && (op.kind == K::Arg || op.kind == K::Const));
    if (!fits)
      return "`" + std::string(text) + "`: operand " + std::to_string(i) +
             " has the wrong kind";
    if (op.kind == K::Arg && op.value >= nparams)
      return "`" + std::string(text) + "`: the kernel has " +
             std::to_string(nparams) + " arguments";
    out.operands.push_back(op);
  }
  std::size_t n = out.operands.size();
  if (n < sig->min_operands || (out.test == T::fits_2d && n == 4))
    return "`" + std::string(text) + "`: too few operands";
  if (out.test == T::thread_dims &&
      out.operands[0].value != 1 && out.operands[0].value != 2)
    return "`" + std::string(text) + "`: a kernel's thread is 1-D or 2-D";
  return {};
}
} // namespace detail

struct Manifest {
  std::string source; ///< the kernel file, relative to the manifest
  std::vector<KernelInfo> kernels;

  // User-provided: see Compiled (compile.hpp).
  Manifest() {}
  Manifest(const Manifest &) = default;
  Manifest(Manifest &&o) noexcept
      : source(std::move(o.source)), kernels(std::move(o.kernels)) {}
  ~Manifest() {}

  [[nodiscard]] static Result<Manifest> parse(std::string_view text) {
    std::istringstream in{std::string(text)};
    std::string line;
    if (std::getline(in, line) && line == "rsgpu-manifest 1")
      return err(ErrorKind::InvalidArgument,
                 "rsgpu manifest version 1 (its kernels check their launch "
                 "requirement on the device; rsgpu::jit checks it on the "
                 "host from version 2): rebuild it with this rsgpu-gen");
    if (line != "rsgpu-manifest 2")
      return err(
          ErrorKind::InvalidArgument,
          "not an rsgpu manifest (first line must be `rsgpu-manifest 2`)");
    Manifest m;
    for (int n = 2; std::getline(in, line); ++n) {
      std::istringstream ls(line);
      std::string word, types;
      ls >> word;
      if (word == "source") {
        ls >> m.source;
      } else if (word == "kernel") {
        KernelInfo k;
        ls >> k.name >> k.symbol;
        std::getline(ls >> std::ws, types);
        for (std::size_t b = 0; !types.empty() && b <= types.size();) {
          std::size_t e = types.find('|', b);
          if (e == std::string::npos)
            e = types.size();
          k.params.push_back(types.substr(b, e - b));
          b = e + 1;
        }
        if (k.symbol.empty())
          return err(ErrorKind::InvalidArgument,
                     "manifest line " + std::to_string(n) +
                         ": `kernel NAME SYMBOL TYPES`");
        m.kernels.push_back(std::move(k));
      } else if (word == "require") {
        std::string kernel, test, message;
        ls >> kernel >> test;
        std::getline(ls >> std::ws, message);
        KernelInfo *k = m.find_mut(kernel);
        RequirementCheck c;
        std::string bad =
            !k ? "no `kernel " + kernel + "` line before it"
            : message.empty()
                ? "`require KERNEL TEST MESSAGE` has no message"
                : detail::parse_requirement_test(test, k->params.size(), c);
        if (!bad.empty())
          return err(ErrorKind::InvalidArgument,
                     "manifest line " + std::to_string(n) + ": " + bad);
        c.message = std::move(message);
        k->requirement.push_back(std::move(c));
      } else if (!word.empty()) {
        return err(ErrorKind::InvalidArgument,
                   "manifest line " + std::to_string(n) + ": unknown entry `" +
                       word + "`");
      }
    }
    return m;
  }
  const KernelInfo *find(std::string_view name) const {
    for (auto &k : kernels)
      if (k.name == name)
        return &k;
    return nullptr;
  }
  KernelInfo *find_mut(std::string_view name) {
    for (auto &k : kernels)
      if (k.name == name)
        return &k;
    return nullptr;
  }
};

namespace detail {
/// The spelling GCC/Clang give a type (type_name), for the fixed-width aliases
/// the generator writes (std::uint32_t -> unsigned int), without spaces.
inline std::string canonical_type(std::string t) {
  static const std::pair<const char *, const char *> aliases[] = {
      {"std::int8_t", "signed char"},
      {"std::uint8_t", "unsigned char"},
      {"std::int16_t", "short int"},
      {"std::uint16_t", "short unsigned int"},
      {"std::int32_t", "int"},
      {"std::uint32_t", "unsigned int"},
      {"std::int64_t", "long int"},
      {"std::uint64_t", "long unsigned int"},
      {"std::size_t", "long unsigned int"},
      {"std::ptrdiff_t", "long int"}};
  for (auto [from, to] : aliases)
    for (std::size_t p; (p = t.find(from)) != std::string::npos;)
      t.replace(p, std::string_view(from).size(), to);
  std::string out;
  for (char c : t)
    if (c != ' ')
      out += c;
  return out;
}

/// Empty when the device argument types `Views...` are the kernel's
/// parameters; otherwise what differs.
template <class... Views> std::string signature_mismatch(const KernelInfo &k) {
  std::vector<std::string> have = {rsgpu::detail::type_name<Views>()...};
  if (have.size() != k.params.size())
    return "kernel `" + k.name + "` takes " + std::to_string(k.params.size()) +
           " arguments, " + std::to_string(have.size()) + " given";
  for (std::size_t i = 0; i < have.size(); ++i)
    if (canonical_type(have[i]) != canonical_type(k.params[i]))
      return "kernel `" + k.name + "` argument " + std::to_string(i) +
             ": expects " + k.params[i] + ", given " + have[i];
  return {};
}
} // namespace detail
} // namespace rsgpu::jit

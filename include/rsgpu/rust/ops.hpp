//===- rsgpu/rust/ops.hpp - Rust operator semantics for generated code ---===//
//
// What rsgpu-gen's output (generated from Rust MIR) needs and C++ operators do
// not give directly: wrapping signed and narrow arithmetic, overflow-reporting
// operations, masked shifts, saturating float->int casts, bit operations
// (popcount, clz, ctz, rotations, byte swap, bit reversal), saturating
// integer arithmetic, Rust's panics out of line, and the launch
// requirements of the generator's S5/S8 proofs (docs/generator/analyses.md).
// Included by every generated .cu.
//
//===----------------------------------------------------------------------===//
#ifndef RSGPU_RUST_OPS_HPP
#define RSGPU_RUST_OPS_HPP

#include <rsgpu/core/config.hpp>
#include <rsgpu/backend/panic.hpp>
#include <rsgpu/exec/thread.hpp>
#include <rsgpu/memory/slice.hpp>
#include <rsgpu/rust/traced.hpp>

#include <climits>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <cstring>
#include <type_traits>

namespace rsgpu::rust {
template <class A> struct Tuple1 {
  A _0;
};
template <class A, class B> struct Tuple2 {
  A _0;
  B _1;
};
template <class A, class B, class C> struct Tuple3 {
  A _0;
  B _1;
  C _2;
};
template <class A, class B, class C, class D> struct Tuple4 {
  A _0;
  B _1;
  C _2;
  D _3;
};
/// Rust's `u128` / `i128`: GCC's and nvcc's (host and device, sm_90)
/// `__int128`; NVRTC's with `-device-int128` (jit/compile.hpp passes it),
/// which defines __CUDACC_RTC_INT128__. std's traits know it only in GNU
/// mode (`-std=gnu++17`), not under `-std=c++17`: the integer operations
/// below use int_traits.
#if defined(__SIZEOF_INT128__) || defined(__CUDACC_RTC_INT128__)
#define RSGPU_HAS_INT128 1
using u128 = unsigned __int128;
using i128 = __int128;
#endif
template <class T> struct int_traits {
  static constexpr bool is_signed = std::is_signed_v<T>;
  using unsigned_type = std::make_unsigned_t<T>;
  static constexpr T min() { return std::numeric_limits<T>::min(); }
};
#if defined(RSGPU_HAS_INT128)
template <> struct int_traits<i128> {
  static constexpr bool is_signed = true;
  using unsigned_type = u128;
  static constexpr i128 min() { return i128(u128(1) << 127); }
};
template <> struct int_traits<u128> {
  static constexpr bool is_signed = false;
  using unsigned_type = u128;
  static constexpr u128 min() { return 0; }
};
#endif
template <class T>
inline constexpr bool is_int_v =
    std::is_integral_v<T>
#if defined(RSGPU_HAS_INT128)
    || std::is_same_v<T, i128> || std::is_same_v<T, u128>
#endif
    ;
template <class T>
using wide_unsigned_t =
    std::conditional_t<(sizeof(T) < sizeof(unsigned)), unsigned,
                       typename int_traits<T>::unsigned_type>;
template <class T> RSGPU_FN T add_wrap(T a, T b) {
  using U = wide_unsigned_t<T>;
  return T(U(U(a) + U(b)));
}
template <class T> RSGPU_FN T sub_wrap(T a, T b) {
  using U = wide_unsigned_t<T>;
  return T(U(U(a) - U(b)));
}
template <class T> RSGPU_FN T mul_wrap(T a, T b) {
  using U = wide_unsigned_t<T>;
  return T(U(U(a) * U(b)));
}
template <class T> RSGPU_FN T neg_wrap(T a) { return sub_wrap(T(0), a); }
template <class T> RSGPU_FN Tuple2<T, bool> add_overflow(T a, T b) {
  T r = add_wrap(a, b);
  if constexpr (int_traits<T>::is_signed)
    return {r, (b >= 0) ? r < a : r > a};
  else
    return {r, r < a};
}
template <class T> RSGPU_FN Tuple2<T, bool> sub_overflow(T a, T b) {
  T r = sub_wrap(a, b);
  if constexpr (int_traits<T>::is_signed)
    return {r, (b >= 0) ? r > a : r < a};
  else
    return {r, b > a};
}
template <class T> RSGPU_FN Tuple2<T, bool> mul_overflow(T a, T b) {
  T r = mul_wrap(a, b);
  if (a == 0 || b == 0)
    return {r, false};
  if constexpr (int_traits<T>::is_signed) {
    constexpr T lo = int_traits<T>::min();
    if ((a == -1 && b == lo) || (b == -1 && a == lo))
      return {r, true};
  }
  return {r, r / b != a};
}
template <class T, class S> RSGPU_FN T shl(T a, S amount) {
  using U = wide_unsigned_t<T>;
  return T(U(U(a) << amount));
}
/// `Ord::min` / `core::cmp::min` for integers: `a` when equal (Rust returns
/// the first argument on ties for min, the second for max).
template <class T, std::enable_if_t<is_int_v<T>, int> = 0>
RSGPU_FN constexpr T min(T a, T b) {
  return b < a ? b : a;
}
template <class T, std::enable_if_t<is_int_v<T>, int> = 0>
RSGPU_FN constexpr T max(T a, T b) {
  return b < a ? a : b;
}
/// Rust's `as` from float to integer: saturating, NaN -> 0.
template <class I, class F> RSGPU_FN I fp_to_int(F x) {
  if (x != x)
    return I(0);
  if (x <= F(std::numeric_limits<I>::min()))
    return std::numeric_limits<I>::min();
  if (x >= F(std::numeric_limits<I>::max()))
    return std::numeric_limits<I>::max();
  return I(x);
}
// The bit operations first convert to the unsigned type of the same width:
// a negative narrow value must not sign-extend into the wider operand.
template <class T> RSGPU_FN T popcount(T x) {
  using U = std::make_unsigned_t<T>;
#if RSGPU_DEVICE_PASS
  if constexpr (sizeof(T) == 8)
    return T(__popcll((unsigned long long)x));
  else
    return T(__popc((unsigned)U(x)));
#else
  return T(__builtin_popcountll((unsigned long long)U(x)));
#endif
}
template <class T> RSGPU_FN T clz(T x) {
  using U = std::make_unsigned_t<T>;
  constexpr int bits = int(sizeof(T) * 8);
  if (x == 0)
    return T(bits);
#if RSGPU_DEVICE_PASS
  return T(__clzll((long long)(unsigned long long)U(x)) - (64 - bits));
#else
  return T(__builtin_clzll((unsigned long long)U(x)) - (64 - bits));
#endif
}
/// Rust's `trailing_zeros` (the width for 0); on the device `__ffs` (1-based
/// index of the lowest set bit).
template <class T> RSGPU_FN T ctz(T x) {
  constexpr int bits = int(sizeof(T) * 8);
  if (x == 0)
    return T(bits);
#if RSGPU_DEVICE_PASS
  if constexpr (sizeof(T) == 8)
    return T(__ffsll((long long)x) - 1);
  else
    return T(__ffs(int((unsigned)std::make_unsigned_t<T>(x))) - 1);
#else
  return T(__builtin_ctzll((unsigned long long)std::make_unsigned_t<T>(x)));
#endif
}
/// Portable forms (host, and widths without a matching CUDA intrinsic).
template <class T> RSGPU_FN T rotl_bits(T x, unsigned s) {
  using U = std::make_unsigned_t<T>;
  constexpr unsigned bits = unsigned(sizeof(T) * 8);
  U u = U(x);
  return s == 0 ? x : T(U(U(u << s) | U(u >> (bits - s))));
}
template <class T> RSGPU_FN T bswap_bits(T x) {
  using U = std::make_unsigned_t<T>;
  U u = U(x), r = 0;
  for (unsigned i = 0; i < sizeof(T); ++i) {
    r = U(U(r << 8) | U(u & 0xFFu));
    u = U(u >> 8);
  }
  return T(r);
}
/// Rust's `rotate_left` / `rotate_right`: the amount is taken modulo the
/// width; 32-bit on the device is one funnel shift.
template <class T, class S> RSGPU_FN T rotl(T x, S amount) {
  constexpr unsigned bits = unsigned(sizeof(T) * 8);
  unsigned s = unsigned(amount) % bits;
#if RSGPU_DEVICE_PASS
  if constexpr (sizeof(T) == 4)
    return T(__funnelshift_l((unsigned)x, (unsigned)x, s));
  else
    return rotl_bits(x, s);
#else
  return rotl_bits(x, s);
#endif
}
template <class T, class S> RSGPU_FN T rotr(T x, S amount) {
  constexpr unsigned bits = unsigned(sizeof(T) * 8);
  unsigned s = unsigned(amount) % bits;
#if RSGPU_DEVICE_PASS
  if constexpr (sizeof(T) == 4)
    return T(__funnelshift_r((unsigned)x, (unsigned)x, s));
  else
    return rotl_bits(x, (bits - s) % bits);
#else
  return rotl_bits(x, (bits - s) % bits);
#endif
}
/// Rust's `swap_bytes`; `__byte_perm` on the device.
template <class T> RSGPU_FN T bswap(T x) {
#if RSGPU_DEVICE_PASS
  if constexpr (sizeof(T) == 4) {
    return T(__byte_perm((unsigned)x, 0u, 0x0123u));
  } else if constexpr (sizeof(T) == 8) {
    unsigned long long u = (unsigned long long)x;
    unsigned lo = __byte_perm(unsigned(u), 0u, 0x0123u);
    unsigned hi = __byte_perm(unsigned(u >> 32), 0u, 0x0123u);
    return T(((unsigned long long)lo << 32) | hi);
  } else {
    return bswap_bits(x);
  }
#else
  return bswap_bits(x);
#endif
}
/// Rust's `reverse_bits`; `__brev` / `__brevll` on the device.
template <class T> RSGPU_FN T brev(T x) {
  using U = std::make_unsigned_t<T>;
  constexpr unsigned bits = unsigned(sizeof(T) * 8);
#if RSGPU_DEVICE_PASS
  if constexpr (sizeof(T) == 8)
    return T(__brevll((unsigned long long)x));
  else
    return T(U(__brev(unsigned(U(x))) >> (32 - bits)));
#else
  U u = U(x), r = 0;
  for (unsigned i = 0; i < bits; ++i) {
    r = U(U(r << 1) | U(u & 1u));
    u = U(u >> 1);
  }
  return T(r);
#endif
}
/// Rust's `saturating_add` / `saturating_sub` on integers.
template <class T> RSGPU_FN T sat_add(T a, T b) {
  Tuple2<T, bool> r = add_overflow(a, b);
  if (!r._1)
    return r._0;
  if constexpr (std::is_signed_v<T>)
    return b < T(0) ? std::numeric_limits<T>::min()
                    : std::numeric_limits<T>::max();
  else
    return std::numeric_limits<T>::max();
}
template <class T> RSGPU_FN T sat_sub(T a, T b) {
  Tuple2<T, bool> r = sub_overflow(a, b);
  if (!r._1)
    return r._0;
  if constexpr (std::is_signed_v<T>)
    return b > T(0) ? std::numeric_limits<T>::min()
                    : std::numeric_limits<T>::max();
  else
    return T(0);
}
/// Rust's `Option<T>` (rustc keeps it for `for` loops over ranges).
/// A Rust array by value (`[T; N]`, e.g. a static table).
template <class T, std::size_t N> struct Array {
  T v[N];
  RSGPU_FN constexpr const T &operator[](std::size_t i) const { return v[i]; }
  RSGPU_FN constexpr T &operator[](std::size_t i) { return v[i]; }
};
} // namespace rsgpu::rust
namespace rsgpu {
/// A Rust array `[T; N]` is plain data where T is: the element of a
/// `&[[f32; 3]]` kernel parameter (`Slice<const rust::Array<float, 3>>`).
template <class T, std::size_t N>
struct is_device_copy<rust::Array<T, N>> : is_device_copy<T> {};
} // namespace rsgpu
namespace rsgpu::rust {
/// `[x; N]`
template <class T, std::size_t N> RSGPU_FN constexpr Array<T, N> repeat(T x) {
  Array<T, N> a{};
  for (std::size_t i = 0; i < N; ++i)
    a.v[i] = x;
  return a;
}
/// `transmute` between scalars of one size (`f32::from_bits`, `to_bits`)
template <class To, class From> RSGPU_FN To bitcast(From x) {
  static_assert(sizeof(To) == sizeof(From), "transmute between sizes");
  To r;
  std::memcpy(&r, &x, sizeof r);
  return r;
}
/// Rust's `()` as a value (the `C` of `ControlFlow<B, ()>`).
struct Unit {};
template <class T> struct Option {
  bool is_some;
  T value;
};
/// Rust's `core::ops::Range<T>` (`a..b`), an iterator
/// (rsgpu::rust::Range, include/rsgpu/rust/core_iter.hpp).
template <class T> struct Range {
  T start;
  T end;
  RSGPU_FN Option<T> next() {
    if (start < end)
      return {true, start++};
    return {false, T{}};
  }
  RSGPU_FN Option<T> next_back() {
    if (start < end)
      return {true, --end};
    return {false, T{}};
  }
  RSGPU_FN std::size_t len() const {
    return start < end ? std::size_t(end - start) : 0;
  }
};
/// Rust's `core::ops::RangeFrom<T>` (`a..`) and `RangeTo<T>` (`..b`) as a
/// slice's index (core_slice.hpp's `index_from`/`index_to`): values, not
/// iterators.
template <class T> struct RangeFrom {
  T start;
};
template <class T> struct RangeTo {
  T end;
};
/// `<Range<T> as Iterator>::next`.
template <class T> RSGPU_FN Option<T> range_next(Range<T> *r) {
  if (r->start < r->end)
    return {true, r->start++};
  return {false, T{}};
}
// ---- Rust's panics, out of line ----------------------------------------
// A failing check calls one of these: the check costs a compare and a branch,
// the call site passes only what the panic reports (every argument is PTX
// instructions at every site). Both are the library's own cold paths
// (backend/panic.hpp), so generated and hand-written code panic alike.
/// Rust's bounds-check panic (`x[i]` with `i >= x.len()`), Rust's message
/// ("index out of bounds: the len is {} but the index is {}").
[[noreturn]] RSGPU_FN void panic_bounds(const char *file, unsigned line,
                                        unsigned long long len,
                                        unsigned long long index) {
  rsgpu::detail::panic_bounds(index, len, file, line);
}
/// core's `slice_index_fail(start, end, len)`, which opt-level 3 calls where
/// `&x[a..b]`, `&x[a..]`, `&x[..b]` were inlined: its message (start past
/// the length, end past it, then start past the end), as rustc 1.95's.
[[noreturn]] RSGPU_FN void panic_slice_index(const char *file, unsigned line,
                                             unsigned long long start,
                                             unsigned long long end,
                                             unsigned long long len) {
  if (start > len)
    rsgpu::detail::cold_panic(
        "range start index {} out of range for slice of length {}", file,
        line, start, len);
  if (end > len)
    rsgpu::detail::cold_panic(
        "range end index {} out of range for slice of length {}", file, line,
        end, len);
  rsgpu::detail::cold_panic("slice index starts at {} but ends at {}", file,
                            line, start, end);
}
/// A Rust panic whose message has no operands (overflow, division by zero).
[[noreturn]] RSGPU_FN void panic_msg(const char *message, const char *file,
                                     unsigned line) {
  rsgpu::detail::cold_panic(message, file, line);
}

// ---- Launch requirements of the analyses' proofs -------------------------
// Whether a launch (grid g, block b) has the shape a proof assumes. A
// generated kernel tests the ones its proofs need in its
// `rsgpu_launch_requirement` (see rsgpu/exec/thread.hpp), which returns the
// message of the first unmet one: rsgpu::launch and rsgpu::jit::launch (from
// the manifest) check it on the host; rsgpu::jit::call on the device (a panic).


/// The S5 proofs use the x dimension: a 1-D launch of at most 2^32 threads
/// (a u32 global id does not wrap); the kernel takes rsgpu::Thread1D.
RSGPU_FN bool fits_1d(rsgpu::Dim3 g, rsgpu::Dim3 b) {
  return g.y == 1 && g.z == 1 && b.y == 1 && b.z == 1 &&
         1ull * g.x * b.x <= (1ull << 32);
}
/// Proofs from thread_idx_x() alone: a single block.
RSGPU_FN bool fits_single_block(rsgpu::Dim3 g) {
  return g.x == 1 && g.y == 1 && g.z == 1;
}
/// Proofs from block_idx_x() * C + thread_idx_x(): blocks of at most C
/// threads, grid_dim.x * C at most 2^32.
RSGPU_FN bool fits_block_at_most(rsgpu::Dim3 g, rsgpu::Dim3 b,
                                 unsigned long long c) {
  return b.x <= c && 1ull * g.x * c <= (1ull << 32);
}
/// The shared-memory proofs (S8 phases) use thread_idx.x: a 1-D block.
RSGPU_FN bool fits_block_1d(rsgpu::Dim3 b) { return b.y == 1 && b.z == 1; }
/// The row-major proofs (`row * width + col`, col < width): a 2-D launch,
/// every id below 2^32 (u32 ids do not wrap) and ids * width at most 2^bits,
/// `bits` the width the index is computed in (it does not wrap); the kernel
/// takes rsgpu::Thread2D. With
/// `block_idx * C + thread_idx` ids, the block is at most max_bx x max_by
/// (0: no bound; fits_block_2d). A strided row `block_idx * C + thread_idx
/// + k` (k stepped by the block bound, below C) reaches grid * C: `ids_k`
/// is the largest such C (0: none).
RSGPU_FN bool fits_2d(rsgpu::Dim3 g, rsgpu::Dim3 b, unsigned long long width,
                      unsigned long long max_bx = 0,
                      unsigned long long max_by = 0, unsigned bits = 64,
                      unsigned long long ids_k = 0) {
  // A bound on every id block_idx.A * k + thread_idx.B, whichever axes the
  // row and the column use.
  unsigned long long gm = g.x > g.y ? g.x : g.y;
  unsigned long long kx = max_bx ? max_bx : b.x, ky = max_by ? max_by : b.y;
  unsigned long long k = kx > ky ? kx : ky;
  if (ids_k > (1ull << 32))
    return false;
  k = k > ids_k ? k : ids_k;
  unsigned long long ids = gm * k;
  // row * width + col < ids * width must not wrap the index's `bits`.
  unsigned long long room = bits >= 64 ? ~0ull : (1ull << bits);
  return g.z == 1 && b.z == 1 && ids <= (1ull << 32) &&
         (width == 0 || ids <= room / width);
}
/// The 3-D row-major proofs (`(z * h + y) * w + x`, y < h, x < w): every
/// axis's ids below 2^32 (u32 ids do not wrap) and the z ids * h * w at
/// most 2^bits (with y < h and x < w the index stays below z_ids * h * w,
/// computed in `bits` without a wrap). Any launch shape.
RSGPU_FN bool fits_3d(rsgpu::Dim3 g, rsgpu::Dim3 b, unsigned long long h,
                      unsigned long long w, unsigned bits = 64) {
  const unsigned long long four_g = 1ull << 32;
  unsigned long long zs = 1ull * g.z * b.z;
  if (1ull * g.x * b.x > four_g || 1ull * g.y * b.y > four_g || zs > four_g)
    return false;
  if (h == 0 || w == 0) return true; // no `y < h && x < w` holds
  unsigned long long room = bits >= 64 ? ~0ull : (1ull << bits);
  return zs <= room / h && zs * h <= room / w;
}
/// Blocks of at most max_bx x max_by threads (0: no bound on that axis).
RSGPU_FN bool fits_block_2d(rsgpu::Dim3 b, unsigned long long max_bx,
                            unsigned long long max_by) {
  return (!max_bx || b.x <= max_bx) && (!max_by || b.y <= max_by);
}
/// Shared tiles indexed `thread_idx_y * C + thread_idx_x`: 2-D blocks of at
/// most C columns.
RSGPU_FN bool fits_tile_columns(rsgpu::Dim3 b, unsigned long long c) {
  return b.z == 1 && b.x <= c;
}
/// Warp collectives (S9): blocks of whole warps.
RSGPU_FN bool fits_whole_warps(rsgpu::Dim3 b) {
  return (1ull * b.x * b.y * b.z) % 32 == 0;
}
/// An `&Atomic<T>` parameter's borrow: at least the one element Rust's
/// reference guarantees.
template <class View> RSGPU_FN bool fits_nonempty(const View &v) {
  return v.len() != 0;
}
/// A fact the kernel's checked launch requirement, or a bounds proof of
/// rsgpu-gen's (S6, `// S6:`), guarantees, for nvcc's device pass; nothing
/// on the host (not evaluated: the emulator keeps the library's own checks,
/// e.g. Slice's, behind a dropped Rust check).
#if RSGPU_DEVICE_PASS
#define RSGPU_GEN_ASSUME(cond) __builtin_assume(cond)
#else
#define RSGPU_GEN_ASSUME(cond) ((void)sizeof(cond))
#endif
/// Rust's `lane_id()`: the thread's linear rank in its block, mod 32 (what
/// %laneid is on the device, for any block shape).
template <int D> RSGPU_FN unsigned lane_id(const rsgpu::BasicThread<D> &t) {
#if RSGPU_DEVICE_PASS
  (void)t;
  unsigned l;
  asm("mov.u32 %0, %%laneid;" : "=r"(l));
  return l;
#else
  return t.block().thread_rank() % 32u;
#endif
}
/// The I-th of a launch's arguments (a scalar some requirement reads).
template <std::size_t I, class A, class... R>
RSGPU_FN const auto &nth_arg(const A &a, const R &...r) {
  if constexpr (I == 0)
    return a;
  else
    return nth_arg<I - 1>(r...);
}
/// `&mut y[i]` of a slice element the S5 analysis proved this thread owns.
template <class T> RSGPU_FN T *elem_ptr(rsgpu::ElemRef<T> r) {
  return r.as_mut_ptr();
}
} // namespace rsgpu::rust

#endif // RSGPU_RUST_OPS_HPP

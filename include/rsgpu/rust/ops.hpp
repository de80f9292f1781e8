//===- rsgpu/rust/ops.hpp - Rust operator semantics for generated code ---===//
//
// What rsgpu-gen's output (generated from Rust MIR) needs and C++ operators do
// not give directly: wrapping signed and narrow arithmetic, overflow-reporting
// operations, masked shifts, saturating float->int casts, bit operations
// (popcount, clz, ctz, rotations, byte swap, bit reversal), saturating
// integer arithmetic, and
// `require_launch`, the launch shape the generator's S5 proofs assume
// (docs/generator/analyses.md). Included by every generated .cu.
//
//===----------------------------------------------------------------------===//
#ifndef RSGPU_RUST_OPS_HPP
#define RSGPU_RUST_OPS_HPP

#include <rsgpu/core/config.hpp>
#include <rsgpu/core/panic.hpp>
#include <rsgpu/exec/detail/cold_panic.hpp>
#include <rsgpu/exec/thread.hpp>
#include <rsgpu/memory/slice.hpp>

#include <climits>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <type_traits>

namespace rsgpu_gen {
template <class A, class B> struct Tuple2 {
  A _0;
  B _1;
};
template <class T>
using wide_unsigned_t = std::conditional_t<(sizeof(T) < sizeof(unsigned)),
                                           unsigned, std::make_unsigned_t<T>>;
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
  if constexpr (std::is_signed_v<T>)
    return {r, (b >= 0) ? r < a : r > a};
  else
    return {r, r < a};
}
template <class T> RSGPU_FN Tuple2<T, bool> sub_overflow(T a, T b) {
  T r = sub_wrap(a, b);
  if constexpr (std::is_signed_v<T>)
    return {r, (b >= 0) ? r > a : r < a};
  else
    return {r, b > a};
}
template <class T> RSGPU_FN Tuple2<T, bool> mul_overflow(T a, T b) {
  T r = mul_wrap(a, b);
  if (a == 0 || b == 0)
    return {r, false};
  if constexpr (std::is_signed_v<T>) {
    constexpr T lo = std::numeric_limits<T>::min();
    if ((a == -1 && b == lo) || (b == -1 && a == lo))
      return {r, true};
  }
  return {r, r / b != a};
}
template <class T, class S> RSGPU_FN T shl(T a, S amount) {
  using U = wide_unsigned_t<T>;
  return T(U(U(a) << amount));
}
template <class T> RSGPU_FN T min(T a, T b) { return b < a ? b : a; }
template <class T> RSGPU_FN T max(T a, T b) { return a < b ? b : a; }
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
#if defined(__CUDA_ARCH__)
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
#if defined(__CUDA_ARCH__)
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
#if defined(__CUDA_ARCH__)
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
#if defined(__CUDA_ARCH__)
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
#if defined(__CUDA_ARCH__)
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
#if defined(__CUDA_ARCH__)
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
#if defined(__CUDA_ARCH__)
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
/// The launch shape the kernel's S5 proofs assume (see
/// docs/generator/analyses.md).
RSGPU_FN void require_launch(const rsgpu::Thread &t, bool single_block,
                             unsigned long long max_block_dim = 0) {
  rsgpu::Dim3 g = t.grid_dim(), b = t.block_dim();
  if (g.y != 1 || g.z != 1 || b.y != 1 || b.z != 1 ||
      1ull * g.x * b.x > (1ull << 32))
    rsgpu::detail::cold_panic(
        "rsgpu-gen: this kernel's writes are proven unique only for 1-D "
        "launches of at most 2^32 threads",
        __FILE__, __LINE__);
  if (single_block && g.x != 1)
    rsgpu::detail::cold_panic(
        "rsgpu-gen: this kernel's writes are proven unique only for "
        "single-block launches (it indexes with thread_idx_x), grid has {} "
        "blocks",
        __FILE__, __LINE__, g.x);
  if (max_block_dim != 0 &&
      (b.x > max_block_dim || 1ull * g.x * max_block_dim > (1ull << 32)))
    rsgpu::detail::cold_panic(
        "rsgpu-gen: this kernel's writes are proven unique only for blocks "
        "of at most {} threads, the block has {}",
        __FILE__, __LINE__, max_block_dim, b.x);
}
/// Rust's `Option<T>` (rustc keeps it for `for` loops over ranges).
/// A Rust array by value (`[T; N]`, e.g. a static table).
template <class T, std::size_t N> struct Array {
  T v[N];
  RSGPU_FN constexpr const T &operator[](std::size_t i) const { return v[i]; }
  RSGPU_FN constexpr T &operator[](std::size_t i) { return v[i]; }
};
template <class T> struct Option {
  bool is_some;
  T value;
};
/// Rust's `core::ops::Range<T>` (`a..b`).
template <class T> struct Range {
  T start;
  T end;
};
/// `<Range<T> as Iterator>::next`.
template <class T> RSGPU_FN Option<T> range_next(Range<T> *r) {
  if (r->start < r->end)
    return {true, r->start++};
  return {false, T{}};
}
/// The shared-memory proofs (S8 phases) use thread_idx.x: the block is 1-D.
RSGPU_FN void require_block_1d(const rsgpu::Thread &t) {
  rsgpu::Dim3 b = t.block_dim();
  if (b.y != 1 || b.z != 1)
    rsgpu::detail::cold_panic("rsgpu-gen: this kernel's shared-memory accesses are "
                         "proven only for 1-D blocks",
                         __FILE__, __LINE__);
}
/// The row-major proofs (`row * width + col`, col < width): a 2-D launch,
/// each axis below 2^32 threads (u32 ids do not wrap), rows * width below
/// 2^64 (the index does not wrap).
/// With `block_idx * C + thread_idx` ids, also blocks of at most C threads
/// along that axis (max_bx, max_by; 0: no bound).
RSGPU_FN void require_launch_2d(const rsgpu::Thread &t,
                                unsigned long long width,
                                unsigned long long max_bx = 0,
                                unsigned long long max_by = 0) {
  rsgpu::Dim3 g = t.grid_dim(), b = t.block_dim();
  // A bound on every id block_idx.A * k + thread_idx.B, whichever axes the
  // row and the column use.
  unsigned long long gm = g.x > g.y ? g.x : g.y;
  unsigned long long kx = max_bx ? max_bx : b.x, ky = max_by ? max_by : b.y;
  unsigned long long ids = gm * (kx > ky ? kx : ky);
  if (g.z != 1 || b.z != 1 || ids > (1ull << 32) ||
      (width != 0 && ids > ~0ull / width))
    rsgpu::detail::cold_panic("rsgpu-gen: this kernel's row-major writes are proven "
                         "unique only for 2-D launches of at most 2^32 threads "
                         "per axis whose rows * width fit in 64 bits",
                         __FILE__, __LINE__);
  if ((max_bx && b.x > max_bx) || (max_by && b.y > max_by))
    rsgpu::detail::cold_panic("rsgpu-gen: this kernel's row-major writes are proven "
                         "unique only for blocks of at most {} x {} threads",
                         __FILE__, __LINE__, max_bx, max_by);
}
/// Shared tiles indexed `thread_idx_y * C + thread_idx_x`: 2-D blocks with
/// at most C columns.
RSGPU_FN void require_block_2d(const rsgpu::Thread &t, unsigned long long c) {
  rsgpu::Dim3 b = t.block_dim();
  if (b.z != 1 || b.x > c)
    rsgpu::detail::cold_panic("rsgpu-gen: this kernel's shared-tile accesses are "
                         "proven only for 2-D blocks of at most {} columns",
                         __FILE__, __LINE__, c);
}
/// `&mut y[i]` of a slice element the S5 analysis proved this thread owns.
template <class T> RSGPU_FN T *elem_ptr(rsgpu::ElemRef<T> r) {
  return r.operator->();
}
} // namespace rsgpu_gen

#endif // RSGPU_RUST_OPS_HPP

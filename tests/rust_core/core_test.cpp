// tests/rust_core: include/rsgpu/rust/core*.hpp against Rust's core, bit for
// bit.
//
//   rsgpu_rust_core_test REFERENCE.txt
//
// REFERENCE.txt is written by reference.rs (rustc, overflow checks on): one
// line per call, `NAME ARGS = RESULT`. This program prints the same table from
// the C++ layer, in the same order, and compares line by line; every
// difference is reported. A call that may panic runs inside a one-thread
// launch on the host backend, so a Rust panic is rsgpu's Error::DevicePanic
// and its message is compared with Rust's.
#include <rsgpu/rsgpu.hpp>
#include <rsgpu/rust/core.hpp>

#include <algorithm>
#include <cinttypes>
#include <cstdio>
#include <fstream>
#include <functional>
#include <limits>
#include <sstream>
#include <string>
#include <vector>

namespace r = rsgpu::rust;
using r::usize;

namespace {
// ---- formatting, as reference.rs's Show
// -----------------------------------------------
std::string show(bool v) { return v ? "true" : "false"; }
template <class T, std::enable_if_t<std::is_integral_v<T>, int> = 0>
std::string show(T v) {
  if constexpr (std::is_signed_v<T>)
    return std::to_string(static_cast<long long>(v));
  else
    return std::to_string(static_cast<unsigned long long>(v));
}
std::string show(float v) {
  char b[32];
  std::snprintf(b, sizeof b, "f32:%08" PRIx32, r::to_bits(v));
  return b;
}
std::string show(double v) {
  char b[32];
  std::snprintf(b, sizeof b, "f64:%016" PRIx64, r::to_bits(v));
  return b;
}
std::string show(r::Ordering o) {
  return o == r::Ordering::Less    ? "Less"
         : o == r::Ordering::Equal ? "Equal"
                                   : "Greater";
}
template <class T> std::string show(const r::Option<T> &o);
template <class A, class B> std::string show(const rsgpu::rust::Tuple2<A, B> &t) {
  return "(" + show(t._0) + "," + show(t._1) + ")";
}
template <class T> std::string show(const r::Option<T> &o) {
  return o.is_some ? "Some(" + show(o.value) + ")" : "None";
}
template <class T> std::string show(const std::vector<T> &v) {
  std::string s = "[";
  for (std::size_t i = 0; i < v.size(); ++i)
    s += (i ? " " : "") + show(v[i]);
  return s + "]";
}
template <class I> auto collect(I it) {
  std::vector<decltype(r::item_value(it.next().value))> v;
  for (auto x = it.next(); x.is_some; x = it.next())
    v.push_back(r::item_value(x.value));
  return v;
}

// ---- running a call: directly, or in a one-thread launch when it may panic
// ------------
std::function<void()> g_body;
struct Probe {
  RSGPU_FN void operator()(rsgpu::Thread) const { g_body(); }
};
rsgpu::Stream &stream() {
  static rsgpu::Stream s = std::move(*rsgpu::Stream::create());
  return s;
}
template <class F> std::string run(F f) { return show(f()); }
template <class F> std::string runp(F f) {
  std::string out;
  g_body = [&] { out = show(f()); };
  auto l =
      rsgpu::launch(stream(), rsgpu::LaunchConfig::for_elements(1, 1), Probe{});
  auto s = stream().synchronize();
  if (!l)
    return "launch failed: " + std::string(l.error().message());
  if (!s) {
    if (s.error().kind() != rsgpu::ErrorKind::DevicePanic)
      return "error: " + std::string(s.error().message());
    return "panic: " + std::string(s.error().message());
  }
  return out;
}

struct Out {
  std::vector<std::string> lines;
  void line(const std::string &name, const std::vector<std::string> &args,
            const std::string &res) {
    std::string s = name;
    s += ' ';
    for (std::size_t i = 0; i < args.size(); ++i)
      s += (i ? " " : "") + args[i];
    s += " = " + res;
    lines.push_back(s);
  }
};

constexpr std::uint32_t kShifts[] = {0,  1,  2,  3,  7,  8, 15,
                                     16, 31, 32, 33, 63, 64};

template <class T> std::vector<T> int_values() {
  using L = std::numeric_limits<T>;
  std::vector<T> v = {L::min(),
                      T(L::min() + 1),
                      0,
                      1,
                      2,
                      3,
                      7,
                      10,
                      31,
                      32,
                      33,
                      100,
                      127,
                      T(L::max() / 2),
                      T(L::max() - 1),
                      L::max()};
  if (L::is_signed)
    for (T x : {T(-1), T(-2), T(-7), T(-100), T(L::min() / 2)})
      v.push_back(x);
  std::sort(v.begin(), v.end());
  v.erase(std::unique(v.begin(), v.end()), v.end());
  return v;
}

#define BIN(F, RUN)                                                            \
  for (T a : vals)                                                             \
    for (T b : vals)                                                           \
      o.line(ty + "." #F, {show(a), show(b)}, RUN([&] { return r::F(a, b); }));
#define UN(F, RUN)                                                             \
  for (T a : vals)                                                             \
    o.line(ty + "." #F, {show(a)}, RUN([&] { return r::F(a); }));
#define SH(F, RUN)                                                             \
  for (T a : vals)                                                             \
    for (std::uint32_t s : kShifts)                                            \
      o.line(ty + "." #F, {show(a), show(s)}, RUN([&] { return r::F(a, s); }));

template <class T> void int_tests(Out &o, const std::string &ty) {
  const auto vals = int_values<T>();
  BIN(checked_add, run)
  BIN(checked_sub, run) BIN(checked_mul, run) BIN(checked_div, run) BIN(
      checked_rem, run) BIN(checked_div_euclid, run) BIN(checked_rem_euclid,
                                                         run) BIN(wrapping_add,
                                                                  run)
      BIN(wrapping_sub, run) BIN(wrapping_mul, run) BIN(wrapping_div, runp) BIN(
          wrapping_rem, runp) BIN(wrapping_div_euclid,
                                  runp) BIN(wrapping_rem_euclid,
                                            runp) BIN(saturating_add, run)
          BIN(saturating_sub, run) BIN(saturating_mul, run) BIN(
              saturating_div, runp) BIN(overflowing_add,
                                        run) BIN(overflowing_sub,
                                                 run) BIN(overflowing_mul, run)
              BIN(overflowing_div, runp) BIN(overflowing_rem, runp) BIN(
                  div_euclid,
                  runp) BIN(rem_euclid,
                            runp) BIN(abs_diff, run) BIN(min, run) BIN(max, run)
                  BIN(cmp, run) UN(checked_neg, run) UN(wrapping_neg, run) UN(
                      overflowing_neg,
                      run) UN(count_ones, run) UN(count_zeros,
                                                  run) UN(leading_zeros, run)
                      UN(trailing_zeros, run) UN(leading_ones, run) UN(
                          trailing_ones, run) UN(swap_bytes,
                                                 run) UN(reverse_bits,
                                                         run) UN(isqrt, runp)
                          UN(checked_ilog2, run) UN(checked_ilog10, run) UN(
                              ilog2, runp) UN(ilog10, runp) SH(checked_shl, run)
                              SH(checked_shr, run) SH(wrapping_shl, run) SH(
                                  wrapping_shr, run) SH(overflowing_shl, run)
                                  SH(overflowing_shr, run) SH(rotate_left, run)
                                      SH(rotate_right,
                                         run) SH(pow, runp) SH(checked_pow, run)
                                          SH(wrapping_pow,
                                             run) SH(saturating_pow, run)
                                              SH(overflowing_pow,
                                                 run) constexpr T kMax =
                                                  std::numeric_limits<T>::max();
  for (T x : vals)
    for (T lo : {T(0), T(1), T(7), kMax})
      for (T hi : {T(0), T(7), T(100), kMax})
        o.line(ty + ".clamp", {show(x), show(lo), show(hi)},
               runp([&] { return r::clamp(x, lo, hi); }));
        // The reference lists these per value, every function for each value.
#define ONE(F, RUN)                                                            \
  o.line(ty + "." #F, {show(a)}, RUN([&] { return r::F(a); }));
  for (T a : vals) {
    if constexpr (std::is_signed_v<T>) {
      ONE(abs, runp)
      ONE(checked_abs, run) ONE(wrapping_abs, run) ONE(saturating_abs, run)
          ONE(overflowing_abs, run) ONE(saturating_neg, run)
              ONE(unsigned_abs, run) ONE(signum, run) ONE(is_positive, run)
                  ONE(is_negative, run) ONE(checked_isqrt, run)
    } else {
      ONE(is_power_of_two, run)
      ONE(next_power_of_two, runp) ONE(checked_next_power_of_two, run)
    }
  }
#undef ONE
}

template <class F> void float_tests(Out &o, const std::string &ty) {
  using L = std::numeric_limits<F>;
  const F nan =
      r::from_bits<F>(sizeof(F) == 4 ? 0x7fc00000u : 0x7ff8000000000000ull);
  const F vals[] = {nan,
                    r::copysign(nan, F(-1)),
                    L::infinity(),
                    -L::infinity(),
                    F(-0.0),
                    F(0.0),
                    L::min(),
                    L::min() / F(4),
                    -L::min() / F(8),
                    L::max(),
                    L::lowest(),
                    L::epsilon(),
                    F(-2.5),
                    F(-1.5),
                    F(-1.0),
                    F(-0.5),
                    F(0.5),
                    F(1.0),
                    F(1.5),
                    F(2.5),
                    F(3.0),
                    sizeof(F) == 4 ? F(0.1f) : F(0.1),
                    F(-7.75),
                    sizeof(F) == 4 ? F(1e10f) : F(1e10),
                    sizeof(F) == 4 ? F(123456.789f) : F(123456.789)};
  using T = F;
  UN(abs, run)
  UN(signum, run) UN(recip, run) UN(to_degrees, run) UN(to_radians, run)
      UN(floor, run) UN(ceil, run) UN(round, run) UN(round_ties_even, run)
          UN(trunc, run) UN(fract, run) UN(sqrt, run) UN(is_nan, run)
              UN(is_infinite, run) UN(is_finite, run) UN(is_normal, run)
                  UN(is_subnormal, run) UN(is_sign_positive, run)
                      UN(is_sign_negative, run) UN(to_bits, run) BIN(min, run)
                          BIN(max, run) BIN(copysign, run) BIN(rem_euclid, run)
                              BIN(div_euclid,
                                  run) for (F a : vals) for (F b : vals) {
    o.line(ty + ".total_cmp", {show(a), show(b)},
           run([&] { return r::total_cmp(a, b); }));
    o.line(ty + ".partial_cmp", {show(a), show(b)},
           run([&] { return r::partial_cmp(a, b); }));
  }
  const F few[] = {nan,    -L::infinity(), F(-1.5), F(-0.0),
                   F(0.0), F(0.5),         F(2.5),  L::max()};
  for (F x : vals)
    for (F lo : few)
      for (F hi : few)
        o.line(ty + ".clamp", {show(x), show(lo), show(hi)},
               runp([&] { return r::clamp(x, lo, hi); }));
  for (F a : few)
    for (F b : few)
      for (F c : few)
        o.line(ty + ".mul_add", {show(a), show(b), show(c)},
               run([&] { return r::mul_add(a, b, c); }));
}

void option_tests(Out &o) {
  using O = r::Option<std::int32_t>;
  for (O v : {O{false, 0}, O{true, 0}, O{true, 5}, O{true, -3}}) {
    std::vector<std::string> a = {show(v)};
    o.line("option.unwrap", a, runp([&] { return r::unwrap(v); }));
    o.line("option.expect", a,
           runp([&] { return r::expect(v, "value needed"); }));
    o.line("option.unwrap_or", a, run([&] { return r::unwrap_or(v, 42); }));
    o.line("option.unwrap_or_default", a,
           run([&] { return r::unwrap_or_default(v); }));
    o.line("option.map", a, run([&] {
             return r::map(v, [](std::int32_t x) { return x * 2 + 1; });
           }));
    o.line("option.and_then", a, run([&] {
             return r::and_then(v, [](std::int32_t x) {
               return r::filter(r::checked_sub(x, 1),
                                [](std::int32_t y) { return y != 4; });
             });
           }));
    o.line("option.filter", a, run([&] {
             return r::filter(v, [](std::int32_t x) { return x > 0; });
           }));
    o.line("option.or", a, run([&] { return r::or_(v, O{true, 9}); }));
    o.line("option.zip", a, run([&] {
             return r::zip(v, r::Option<std::uint32_t>{true, 7});
           }));
    o.line("option.is_some", a, run([&] { return r::is_some(v); }));
  }
  for (bool c : {false, true})
    o.line("bool.then_some", {show(c)},
           run([&] { return r::then_some(c, std::uint8_t(3)); }));
  using r::Ordering;
  for (Ordering a : {Ordering::Less, Ordering::Equal, Ordering::Greater}) {
    for (Ordering b : {Ordering::Less, Ordering::Equal, Ordering::Greater})
      o.line("ordering.then", {show(a), show(b)},
             run([&] { return r::then(a, b); }));
    o.line("ordering.reverse", {show(a)}, run([&] { return r::reverse(a); }));
    o.line("ordering.is_le", {show(a)}, run([&] { return r::is_le(a); }));
  }
}

// core_convert.hpp and branch gen-core's calls (reference.rs convert_tests)
void convert_tests(Out &o) {
  using i64 = std::int64_t;
  for (i64 v : {std::numeric_limits<i64>::min(), i64(-129), i64(-128), i64(-1),
                i64(0), i64(127), i64(128), i64(255), i64(256), i64(65535),
                i64(65536), i64(std::numeric_limits<std::int32_t>::max()),
                i64(std::numeric_limits<std::uint32_t>::max()),
                std::numeric_limits<i64>::max()}) {
    const std::vector<std::string> a = {show(v)};
    o.line("try_from.i64.u8", a, run([&] {
             return r::unwrap_or(r::try_from_int<r::TryResult<std::uint8_t>>(v),
                                 std::uint8_t(7));
           }));
    o.line("try_from.i64.i8", a, run([&] {
             return r::unwrap_or(r::try_from_int<r::TryResult<std::int8_t>>(v),
                                 std::int8_t(7));
           }));
    o.line("try_from.i64.u32", a, run([&] {
             return r::is_ok(r::try_from_int<r::TryResult<std::uint32_t>>(v));
           }));
    o.line("try_from.i64.i32", a, run([&] {
             return r::ok(r::try_from_int<r::TryResult<std::int32_t>>(v));
           }));
    o.line("try_from.u64.i64", a, run([&] {
             return r::is_err(
                 r::try_from_int<r::TryResult<i64>>(std::uint64_t(v)));
           }));
    o.line("try_from.u32.i16", a, run([&] {
             return r::unwrap_or(
                 r::try_from_int<r::TryResult<std::int16_t>>(std::uint32_t(v)),
                 std::int16_t(-7));
           }));
    o.line("from.u16.f32", a, run([&] { return float(std::uint16_t(v)); }));
    o.line("from.i16.i64", a, run([&] { return i64(std::int16_t(v)); }));
  }
  for (bool c : {false, true})
    o.line("bool.then", {show(c)}, run([&] {
             return r::bool_then(c, [] { return std::uint16_t(9); });
           }));
  const std::pair<std::int32_t, std::int32_t> pairs[] = {{1, 2}, {2, 1}, {3, 3}, {-4, 4}};
  for (const auto &[x, y] : pairs) {
    const std::vector<std::string> a = {show(x), show(y)};
    o.line("ord_ref.max", a, run([&] { return r::max_ref(&x, &y) == &y; }));
    o.line("ord_ref.min", a, run([&] { return r::min_ref(&x, &y) == &x; }));
  }
}

void iter_tests(Out &o) {
  using u32 = std::uint32_t;
  const std::pair<u32, u32> ranges[] = {
      {0, 0},  {0, 1}, {3, 20}, {5, 4}, {0xffffffffu - 5, 0xffffffffu},
      {10, 17}};
  for (auto [s, e] : ranges) {
    std::vector<std::string> a = {show(s), show(e)};
    r::Range<u32> rg{s, e};
    o.line("range", a, run([&] { return collect(rg); }));
    o.line("range.rev", a, run([&] { return collect(r::rev(rg)); }));
    for (usize step :
         {usize(0), usize(1), usize(2), usize(3), usize(4), usize(7)}) {
      std::vector<std::string> a3 = {show(s), show(e), show(step)};
      o.line("range.step_by", a3,
             runp([&] { return collect(r::step_by(rg, step)); }));
      o.line("range.rev.step_by", a3,
             runp([&] { return collect(r::step_by(r::rev(rg), step)); }));
      // a signed range: Rust's generic StepBy (no item count up front)
      r::Range<std::int32_t> rgi{std::int32_t(s) - 8,
                                 std::int32_t(e % 1000) - 8};
      o.line("range.step_by_i32", a3,
             runp([&] { return collect(r::step_by(rgi, step)); }));
    }
    o.line("range.enumerate", a,
           run([&] { return collect(r::enumerate(rg)); }));
    o.line("range.zip", a, run([&] {
             return collect(r::zip_iter(rg, r::Range<std::uint8_t>{0, 4}));
           }));
    o.line("range.map", a, run([&] {
             return collect(r::map_iter(
                 rg, [](u32 v) { return r::wrapping_mul(v, u32(3)); }));
           }));
    o.line("range.sum", a, runp([&] {
             return r::sum<std::uint64_t>(
                 r::map_iter(rg, [](u32 v) { return std::uint64_t(v); }));
           }));
    o.line("range.position", a, run([&] {
             auto it = rg;
             return r::position(it, [](u32 v) { return v % 4 == 3; });
           }));
    o.line("range.count", a, run([&] { return r::count(rg); }));
    o.line("range.nth", a, run([&] {
             auto it = rg;
             return r::nth(it, 2);
           }));
  }
  // binary_search / partition_point (core's exact steps), starts_with,
  // ends_with, product, to_be_bytes
  {
    using u32 = std::uint32_t;
    const std::vector<std::vector<u32>> arrs = {
        {}, {4}, {1, 3, 3, 3, 5, 8}, {5, 1, 4, 1, 9, 2, 6}, {2, 2, 2, 2, 2, 2, 2, 2}};
    for (const auto &arr : arrs) {
      r::SliceRef<u32> sl{arr.data(), arr.size()};
      std::string joined;
      for (std::size_t i = 0; i < arr.size(); ++i)
        joined += (i ? "," : "") + std::to_string(arr[i]);
      for (u32 q = 0; q < 10; ++q) {
        std::vector<std::string> a = {show(arr.size()), joined, show(q)};
        o.line("slice.binary_search", a, runp([&] {
                 auto res = r::binary_search(sl, q);
                 return rsgpu::rust::Tuple2<bool, usize>{res.success,
                                                         res.previous};
               }));
        o.line("slice.partition_point", a, runp([&] {
                 std::vector<usize> seen;
                 usize p = r::partition_point(sl, [&](const u32 *v) {
                   seen.push_back(*v);
                   return q % 2 == 0 ? *v < q : *v % 3 != 0;
                 });
                 std::vector<usize> res{p};
                 res.insert(res.end(), seen.begin(), seen.end());
                 return res;
               }));
        std::vector<u32> pat;
        for (std::size_t i = 0; i < arr.size() && i < q % 4; ++i)
          pat.push_back(arr[i] + q / 5);
        r::SliceRef<u32> ps{pat.data(), pat.size()};
        o.line("slice.starts_with", a,
               runp([&] { return r::starts_with(sl, ps); }));
        o.line("slice.ends_with", a, runp([&] { return r::ends_with(sl, ps); }));
      }
      std::vector<std::string> a = {show(arr.size()), joined};
      o.line("iter.product_u32", a,
             runp([&] { return r::product_items(r::iter(sl)); }));
      o.line("iter.product_u8", a, runp([&] {
               return r::product<std::uint8_t>(r::map_iter(
                   r::iter(sl),
                   [](const u32 *v) { return std::uint8_t(*v + 1); }));
             }));
      o.line("iter.product_f32", a, runp([&] {
               return r::product<float>(r::map_iter(
                   r::iter(sl), [](const u32 *v) { return float(*v) * 0.3f; }));
             }));
    }
    for (u32 v : {0u, 1u, 0x12345678u, 0xffffffffu}) {
      auto vec = [](auto arr) {
        return std::vector<std::uint8_t>(arr.v, arr.v + sizeof(arr.v));
      };
      o.line("u32.to_be_bytes", {show(v)},
             runp([&] { return vec(r::to_be_bytes(v)); }));
      o.line("i64.to_be_bytes", {show(v)}, runp([&] {
               return vec(r::to_be_bytes(std::int64_t(-std::int64_t(v)) * 77));
             }));
    }
  }
  std::vector<std::int32_t> data;
  for (int i = 0; i < 11; ++i)
    data.push_back(i * i - 20);
  for (usize len : {usize(0), usize(1), usize(5), usize(11)}) {
    r::SliceRef<std::int32_t> s{data.data(), len};
    for (usize size :
         {usize(0), usize(1), usize(3), usize(4), usize(11), usize(12)}) {
      std::vector<std::string> a = {show(len), show(size)};
      o.line("slice.chunks", a, runp([&] {
               return collect(r::map_iter(
                   r::chunks(s, size), [](r::SliceRef<std::int32_t> c) {
                     return r::sum<std::int32_t>(r::iter(c));
                   }));
             }));
      o.line("slice.chunks.rev", a, runp([&] {
               return collect(r::map_iter(
                   r::rev(r::chunks(s, size)),
                   [](r::SliceRef<std::int32_t> c) { return c.len; }));
             }));
      o.line("slice.chunks_exact", a, runp([&] {
               return collect(r::map_iter(
                   r::chunks_exact(s, size),
                   [](r::SliceRef<std::int32_t> c) { return c[0]; }));
             }));
      o.line("slice.chunks_exact.remainder", a,
             runp([&] { return r::chunks_exact(s, size).remainder().len; }));
    }
    std::vector<std::string> a = {show(len)};
    o.line("slice.iter.sum", a,
           runp([&] { return r::sum<std::int32_t>(r::iter(s)); }));
    o.line("slice.iter.rev", a,
           run([&] { return collect(r::rev(r::iter(s))); }));
    o.line("slice.iter.fold", a, run([&] {
             return r::fold(r::iter(s), std::int32_t(1),
                            [](std::int32_t acc, const std::int32_t *v) {
                              return r::wrapping_mul(acc, 3) ^ *v;
                            });
           }));
    o.line("slice.iter.any", a, run([&] {
             auto it = r::iter(s);
             return r::any(it, [](const std::int32_t *v) { return *v > 50; });
           }));
    o.line("slice.iter.all", a, run([&] {
             auto it = r::iter(s);
             return r::all(it, [](const std::int32_t *v) { return *v > -30; });
           }));
    std::vector<float> f;
    for (usize i = 0; i < len; ++i)
      f.push_back(float(data[i]) * 0.25f);
    o.line("slice.iter.sum_f32", a, run([&] {
             return r::sum<float>(r::iter(r::SliceRef<float>{f.data(), len}));
           }));
    o.line("slice.iter.sum_i8", a, runp([&] {
             return r::sum<std::int8_t>(
                 r::map_iter(r::iter(s), [](const std::int32_t *v) {
                   return std::int8_t(*v);
                 }));
           }));
    // slices as values (include/rsgpu/rust/core_slice.hpp)
    using i32 = std::int32_t;
    using Sl = r::SliceRef<i32>;
    const std::pair<usize, usize> ranges[] = {{0, 0},  {0, 1},   {2, 5},
                                              {3, 2},  {0, 11},  {4, 12},
                                              {12, 12}, {13, 12}};
    for (auto [lo, hi] : ranges)
      o.line("slice.index_range", {show(len), show(lo), show(hi)}, runp([&] {
               return collect(r::iter_of(
                   r::index_range(s, r::Range<usize>{lo, hi})));
             }));
    for (usize k : {usize(0), usize(1), usize(11), usize(12), usize(13),
                    ~usize(0)}) {
      std::vector<std::string> a2 = {show(len), show(k)};
      o.line("slice.index_from", a2, runp([&] {
               return collect(
                   r::iter_of(r::index_from(s, r::RangeFrom<usize>{k})));
             }));
      o.line("slice.index_to", a2, runp([&] {
               return collect(r::iter_of(r::index_to(s, r::RangeTo<usize>{k})));
             }));
    }
    const std::pair<usize, usize> incl[] = {
        {0, 0},  {2, 5},   {3, 2},   {4, 3},         {0, 11},
        {0, 12}, {12, 11}, {13, 12}, {0, ~usize(0)}, {5, 3}, {13, 3}, {6, 4}};
    for (auto [lo, hi] : incl) {
      std::vector<std::string> a3 = {show(len), show(lo), show(hi)};
      o.line("slice.index_inclusive", a3, runp([&] {
               return collect(r::iter_of(r::index_inclusive(
                   s, r::range_inclusive<usize>(lo, hi))));
             }));
      if (hi < 100)
        o.line("slice.index_inclusive.exhausted", a3, runp([&] {
                 auto ri = r::range_inclusive<usize>(lo, hi);
                 while (ri.next().is_some) {
                 }
                 return collect(r::iter_of(r::index_inclusive(s, ri)));
               }));
    }
    for (usize size : {usize(0), usize(1), usize(3), usize(11), usize(12)}) {
      std::vector<std::string> a2 = {show(len), show(size)};
      o.line("slice.windows", a2, runp([&] {
               return collect(r::map_iter(r::windows(s, size), [](Sl w) {
                 return r::sum<i32>(r::iter(w));
               }));
             }));
      o.line("slice.windows.rev", a2, runp([&] {
               return collect(r::map_iter(r::rev(r::windows(s, size)),
                                          [](Sl w) { return w[0]; }));
             }));
    }
    for (usize mid : {usize(0), usize(1), usize(5), usize(12)})
      o.line("slice.split_at", {show(len), show(mid)}, runp([&] {
               auto lr = r::split_at(s, mid);
               return r::Pair<usize, i32>{
                   lr._0.len, r::sum<i32>(r::iter(lr._1))};
             }));
    o.line("slice.first", a, run([&] { return r::copied(r::first(s)); }));
    o.line("slice.last", a, run([&] { return r::copied(r::last(s)); }));
    o.line("slice.iter.max", a,
           run([&] { return r::copied(r::max_item(r::iter_of(s))); }));
    o.line("slice.iter.min", a,
           run([&] { return r::copied(r::min_item(r::iter_of(s))); }));
    o.line("slice.iter.copied.sum", a, runp([&] {
             return r::sum_items(r::copied_iter(r::iter_of(s)));
           }));
    o.line("slice.iter.enumerate.zip", a, run([&] {
             return collect(r::map_iter(
                 r::zip_iter(r::enumerate(r::iter_of(s)), r::rev(r::iter_of(s))),
                 [](r::Pair<r::Pair<usize, const i32 *>, const i32 *> p) {
                   return i32(p._0._0) * *p._0._1 - *p._1;
                 }));
           }));
    o.line("slice.iter.position", a, run([&] {
             auto it = r::iter_of(s);
             return r::position(it, [](const i32 *v) { return *v > 0; });
           }));
    // adapters of read-only iterators and their consumers (core_iter.hpp)
    for (usize k : {usize(0), usize(1), usize(3), usize(11), usize(12), usize(20)}) {
      o.line("slice.iter.skip.take", {show(len), show(k)}, run([&] {
               return collect(r::take_iter(r::skip_iter(r::iter_of(s), k), 3));
             }));
      o.line("slice.iter.take.skip", {show(len), show(k)}, run([&] {
               return collect(r::skip_iter(r::take_iter(r::iter_of(s), k), 2));
             }));
    }
    o.line("slice.iter.filter.count", a, run([&] {
             return r::count(r::filter_iter(r::iter_of(s), [](auto v) { return **v > 0; }));
           }));
    o.line("slice.iter.filter_map.sum", a, runp([&] {
             return r::sum<i32>(r::filter_map_iter(
                 r::iter_of(s), [](const i32 *v) { return r::checked_sub(*v, -10); }));
           }));
    o.line("slice.iter.take_while", a, run([&] {
             return collect(r::take_while_iter(r::iter_of(s), [](auto v) { return **v < 0; }));
           }));
    o.line("slice.iter.chain", a, run([&] {
             return collect(r::chain_iter(r::iter_of(s), r::rev(r::iter_of(s))));
           }));
    o.line("slice.iter.last", a,
           run([&] { return r::copied(r::last_item(r::iter_of(s))); }));
    o.line("slice.iter.rev.find", a, run([&] {
             auto it = r::rev(r::iter_of(s));
             return r::copied(r::find(it, [](auto v) { return **v < 0; }));
           }));
    o.line("slice.iter.rposition", a, run([&] {
             auto it = r::iter_of(s);
             return r::rposition(it, [](const i32 *v) { return *v < 0; });
           }));
    auto idx = [](auto o) { return r::Option<usize>{o.is_some, o.is_some ? o.value._0 : 0}; };
    auto cmp8 = [](auto x, auto y) { return r::cmp(*x->_1 / 8, *y->_1 / 8); };
    auto key8 = [](auto x) { return (*x->_1 < 0 ? -*x->_1 : *x->_1) / 8; };
    o.line("slice.iter.max_by", a,
           run([&] { return idx(r::max_by(r::enumerate(r::iter_of(s)), cmp8)); }));
    o.line("slice.iter.min_by", a,
           run([&] { return idx(r::min_by(r::enumerate(r::iter_of(s)), cmp8)); }));
    o.line("slice.iter.min_by_key", a,
           run([&] { return idx(r::min_by_key(r::enumerate(r::iter_of(s)), key8)); }));
    o.line("slice.iter.max_by_key", a,
           run([&] { return idx(r::max_by_key(r::enumerate(r::iter_of(s)), key8)); }));
    // the closures core passes to fold/reduce at O3 (core_fold.hpp)
    r::SliceRef<float> fs{f.data(), len};
    o.line("fold.map_sum_f32", a, run([&] {
             auto sq = [](const float *v) { return *v * *v; };
             return r::fold(r::iter(fs), -0.0f,
                            r::MapFold<decltype(sq), r::FoldAdd>{{}, sq});
           }));
    o.line("fold.copied_fmax", a, run([&] {
             return r::fold(r::iter(fs), -std::numeric_limits<float>::infinity(),
                            r::CopyFold<r::FnFloatMax>{});
           }));
    o.line("fold.copied_fmin", a, run([&] {
             return r::fold(r::iter(fs), std::numeric_limits<float>::infinity(),
                            r::CopyFold<r::FnFloatMin>{});
           }));
    o.line("fold.reduce_max", a, run([&] {
             return r::copied(
                 r::reduce(r::iter_of(s), r::MaxByFold<r::FnOrdCmp>{}));
           }));
    o.line("fold.reduce_min", a, run([&] {
             return r::copied(
                 r::reduce(r::iter_of(s), r::MinByFold<r::FnOrdCmp>{}));
           }));
    o.line("fold.map_sum_i8", a, runp([&] {
             auto to8 = [](const i32 *v) { return std::int8_t(*v); };
             return r::fold(r::iter_of(s), std::int8_t(0),
                            r::MapFold<decltype(to8), r::FoldAdd>{{}, to8});
           }));
    o.line("fold.sum", a, runp([&] {
             return r::fold(r::iter_of(s), i32(0), r::FoldAdd{});
           }));
    o.line("fold.product", a, runp([&] {
             return r::fold(r::iter_of(s), i32(1), r::FoldMul{});
           }));
    const std::pair<usize, usize> swaps[] = {{0, 0}, {0, 4}, {4, 0}, {2, 11}};
    for (auto [i, j] : swaps)
      o.line("slice.swap", {show(len), show(i), show(j)}, runp([&] {
               r::Array<i32, 11> m{};
               for (usize k = 0; k < len; ++k)
                 m.v[k] = data[k];
               r::SliceMutRef<i32> ms{m.v, len};
               r::swap_elems(ms, i, j);
               return std::vector<i32>(m.v, m.v + len);
             }));
  }
  // as generated code builds it: `<[u32; 5] as IntoIterator>::into_iter`
  r::ArrayIntoIter<std::uint32_t, 5> arr =
      r::array_into_iter(rsgpu::rust::Array<std::uint32_t, 5>{{16, 8, 4, 2, 1}});
  o.line("array.into_iter", {}, run([&] { return collect(arr); }));
  o.line("array.into_iter.rev", {}, run([&] { return collect(r::rev(arr)); }));
  for (auto [a, b] : {std::pair<std::uint32_t, std::uint32_t>{1, 2},
                      {0xffffffffu, 1},
                      {7, 0}}) {
    o.line("u32.add_assign_ref", {show(a), show(b)}, runp([&] {
             std::uint32_t x = a;
             r::add_assign(&x, &b);
             return x;
           }));
    o.line("u32.sub_assign_ref", {show(a), show(b)}, runp([&] {
             std::uint32_t x = b;
             r::sub_assign(&x, &a);
             return x;
           }));
  }
  for (std::uint32_t v : {0u, 1u, 0x12345678u, 0xffffffffu})
    o.line("u32.to_le_bytes", {show(v)},
           run([&] { return collect(r::array_into_iter(r::to_le_bytes(v))); }));
  for (std::int16_t v : {std::int16_t(0), std::int16_t(-2), std::int16_t(-32768),
                         std::int16_t(0x0102)})
    o.line("i16.to_le_bytes", {show(v)},
           run([&] { return collect(r::array_into_iter(r::to_le_bytes(v))); }));
  for (std::uint32_t v : {0u, 1u, 0x80000000u, 0xffffffffu}) {
    o.line("u32.nonzero_new", {show(v)}, run([&] { return r::nonzero_option(v); }));
    o.line("u32.nonzero_bits", {show(v)},
           run([&] { return r::nonzero_bits(r::nonzero_option(v)); }));
  }
  o.line("mem.swap", {}, run([&] {
           std::int32_t a = -7, b = 12;
           r::swap(&a, &b);
           return collect(r::array_into_iter(rsgpu::rust::Array<std::int32_t, 2>{{a, b}}));
         }));
}
} // namespace

int main(int argc, char **argv) {
  if (argc != 2) {
    std::fprintf(stderr, "usage: %s REFERENCE.txt\n", argv[0]);
    return 2;
  }
  std::ifstream in(argv[1]);
  if (!in) {
    std::fprintf(stderr, "cannot read %s\n", argv[1]);
    return 2;
  }
  std::vector<std::string> want;
  for (std::string l; std::getline(in, l);)
    want.push_back(l);

  Out o;
  int_tests<std::int8_t>(o, "i8");
  int_tests<std::int16_t>(o, "i16");
  int_tests<std::int32_t>(o, "i32");
  int_tests<std::int64_t>(o, "i64");
  int_tests<std::uint8_t>(o, "u8");
  int_tests<std::uint16_t>(o, "u16");
  int_tests<std::uint32_t>(o, "u32");
  int_tests<std::uint64_t>(o, "u64");
  float_tests<float>(o, "f32");
  float_tests<double>(o, "f64");
  option_tests(o);
  iter_tests(o);
  convert_tests(o);

  std::size_t bad = 0;
  const std::size_t n = std::max(want.size(), o.lines.size());
  for (std::size_t i = 0; i < n; ++i) {
    const std::string w = i < want.size() ? want[i] : "<missing>";
    const std::string g = i < o.lines.size() ? o.lines[i] : "<missing>";
    if (w != g && ++bad <= 50)
      std::printf("line %zu:\n  rustc: %s\n  c++:   %s\n", i + 1, w.c_str(),
                  g.c_str());
  }
  std::printf("%zu lines compared, %zu differ\n", n, bad);
  return bad == 0 && !want.empty() ? 0 : 1;
}

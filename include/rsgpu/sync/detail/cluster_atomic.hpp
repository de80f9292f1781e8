#pragma once
// Cluster-scope atomics (sm_90+) in PTX. libcu++ (CCCL 3.0) has no public
// cluster-scope atomic_ref, and its internal one (`__atomic_*_cuda` with
// `__thread_scope_cluster_tag`) changes between releases (in 3.0.1 its
// exchange no longer takes the old value by pointer), so rsgpu spells the
// instructions itself, with the C++ -> PTX mapping of the PTX memory model
// that libcu++ uses for the other scopes:
//   relaxed/acquire/release/acq_rel RMW -> atom.<sem>.cluster
//   seq_cst RMW, load                   -> fence.sc.cluster; then acquire
//   seq_cst store                       -> fence.sc.cluster; st.relaxed
//   load: relaxed / acquire              -> ld.relaxed / ld.acquire
//   store: relaxed / release             -> st.relaxed / st.release
// Device code only; Atomic<T, scope::Cluster> calls it when
// RSGPU_CLUSTER_ATOMICS (an sm_90+ device pass), tests/cuda checks the PTX.
#include <type_traits>

#include "../../core/config.hpp"

#if RSGPU_DEVICE_PASS && RSGPU_DEVICE_ARCH >= 900
namespace rsgpu::detail::cluster {

/// The memory-order part of a PTX atomic: which `.sem` the instruction
/// takes and whether a `fence.sc.cluster` goes first (seq_cst).
enum class Sem { Relaxed, Acquire, Release, AcqRel, SeqCst };

__device__ inline void fence_sc() {
  asm volatile("fence.sc.cluster;" ::: "memory");
}

/// ld/st of 32- or 64-bit words (the value's bits).
template <class T> __device__ inline T load(const T *p, Sem s) {
  static_assert(sizeof(T) == 4 || sizeof(T) == 8);
  if (s == Sem::SeqCst) fence_sc();
  bool acq = s != Sem::Relaxed;
  if constexpr (sizeof(T) == 4) {
    unsigned r;
    if (acq)
      asm volatile("ld.acquire.cluster.b32 %0, [%1];"
                   : "=r"(r) : "l"(p) : "memory");
    else
      asm volatile("ld.relaxed.cluster.b32 %0, [%1];"
                   : "=r"(r) : "l"(p) : "memory");
    return __builtin_bit_cast(T, r);
  } else {
    unsigned long long r;
    if (acq)
      asm volatile("ld.acquire.cluster.b64 %0, [%1];"
                   : "=l"(r) : "l"(p) : "memory");
    else
      asm volatile("ld.relaxed.cluster.b64 %0, [%1];"
                   : "=l"(r) : "l"(p) : "memory");
    return __builtin_bit_cast(T, r);
  }
}

template <class T> __device__ inline void store(T *p, T v, Sem s) {
  static_assert(sizeof(T) == 4 || sizeof(T) == 8);
  if (s == Sem::SeqCst) fence_sc();
  bool rel = s == Sem::Release || s == Sem::AcqRel;
  if constexpr (sizeof(T) == 4) {
    unsigned b = __builtin_bit_cast(unsigned, v);
    if (rel)
      asm volatile("st.release.cluster.b32 [%0], %1;" ::"l"(p), "r"(b)
                   : "memory");
    else
      asm volatile("st.relaxed.cluster.b32 [%0], %1;" ::"l"(p), "r"(b)
                   : "memory");
  } else {
    unsigned long long b = __builtin_bit_cast(unsigned long long, v);
    if (rel)
      asm volatile("st.release.cluster.b64 [%0], %1;" ::"l"(p), "l"(b)
                   : "memory");
    else
      asm volatile("st.relaxed.cluster.b64 [%0], %1;" ::"l"(p), "l"(b)
                   : "memory");
  }
}

// RSGPU_CL_RMW(name, op-and-type, C++ type, constraint) defines
// `name(T *p, T v, Sem s)`: `atom.<sem>.cluster.<op-and-type>`.
#define RSGPU_CL_RMW_CASE(SEM, STR, OPT, T, C)                                 \
  case Sem::SEM:                                                               \
    asm volatile("atom." STR ".cluster." OPT " %0, [%1], %2;"                  \
                 : "=" C(r) : "l"(p), C(v) : "memory");                        \
    break;
#define RSGPU_CL_RMW(NAME, OPT, T, C)                                          \
  __device__ inline T NAME(T *p, T v, Sem s) {                                 \
    T r;                                                                       \
    if (s == Sem::SeqCst) fence_sc(), s = Sem::Acquire;                        \
    switch (s) {                                                               \
      RSGPU_CL_RMW_CASE(Relaxed, "relaxed", OPT, T, C)                         \
      RSGPU_CL_RMW_CASE(Acquire, "acquire", OPT, T, C)                         \
      RSGPU_CL_RMW_CASE(Release, "release", OPT, T, C)                         \
    default:                                                                   \
      RSGPU_CL_RMW_CASE(AcqRel, "acq_rel", OPT, T, C)                          \
    }                                                                          \
    return r;                                                                  \
  }

RSGPU_CL_RMW(fetch_add, "add.u32", unsigned, "r")
RSGPU_CL_RMW(fetch_add, "add.s32", int, "r")
RSGPU_CL_RMW(fetch_add, "add.u64", unsigned long long, "l")
RSGPU_CL_RMW(fetch_add, "add.u64", long long, "l")
RSGPU_CL_RMW(fetch_add, "add.f32", float, "f")
RSGPU_CL_RMW(fetch_add, "add.f64", double, "d")
RSGPU_CL_RMW(fetch_min, "min.u32", unsigned, "r")
RSGPU_CL_RMW(fetch_min, "min.s32", int, "r")
RSGPU_CL_RMW(fetch_min, "min.u64", unsigned long long, "l")
RSGPU_CL_RMW(fetch_min, "min.s64", long long, "l")
RSGPU_CL_RMW(fetch_max, "max.u32", unsigned, "r")
RSGPU_CL_RMW(fetch_max, "max.s32", int, "r")
RSGPU_CL_RMW(fetch_max, "max.u64", unsigned long long, "l")
RSGPU_CL_RMW(fetch_max, "max.s64", long long, "l")
RSGPU_CL_RMW(fetch_and, "and.b32", unsigned, "r")
RSGPU_CL_RMW(fetch_and, "and.b32", int, "r")
RSGPU_CL_RMW(fetch_and, "and.b64", unsigned long long, "l")
RSGPU_CL_RMW(fetch_and, "and.b64", long long, "l")
RSGPU_CL_RMW(fetch_or, "or.b32", unsigned, "r")
RSGPU_CL_RMW(fetch_or, "or.b32", int, "r")
RSGPU_CL_RMW(fetch_or, "or.b64", unsigned long long, "l")
RSGPU_CL_RMW(fetch_or, "or.b64", long long, "l")
RSGPU_CL_RMW(fetch_xor, "xor.b32", unsigned, "r")
RSGPU_CL_RMW(fetch_xor, "xor.b32", int, "r")
RSGPU_CL_RMW(fetch_xor, "xor.b64", unsigned long long, "l")
RSGPU_CL_RMW(fetch_xor, "xor.b64", long long, "l")
RSGPU_CL_RMW(exch_bits, "exch.b32", unsigned, "r")
RSGPU_CL_RMW(exch_bits, "exch.b64", unsigned long long, "l")
#undef RSGPU_CL_RMW
#undef RSGPU_CL_RMW_CASE

/// Exchange of any 4- or 8-byte value, by its bits.
template <class T> __device__ inline T exchange(T *p, T v, Sem s) {
  static_assert(sizeof(T) == 4 || sizeof(T) == 8);
  using B = std::conditional_t<sizeof(T) == 4, unsigned, unsigned long long>;
  return __builtin_bit_cast(
      T, exch_bits(reinterpret_cast<B *>(p), __builtin_bit_cast(B, v), s));
}

/// A strong compare-exchange: stores `desired` if *p == *expected (bitwise,
/// as the hardware compares); else *expected becomes the value seen. One
/// `atom.cas` whose .sem covers both orderings (libcu++'s rule).
template <class T>
__device__ inline bool compare_exchange(T *p, T *expected, T desired,
                                        Sem success, Sem failure) {
  static_assert(sizeof(T) == 4 || sizeof(T) == 8);
  Sem s = success;
  if (success == Sem::SeqCst || failure == Sem::SeqCst)
    s = Sem::SeqCst;
  else if (failure == Sem::Acquire &&
           (success == Sem::Release || success == Sem::Relaxed))
    s = success == Sem::Release ? Sem::AcqRel : Sem::Acquire;
  if (s == Sem::SeqCst) fence_sc(), s = Sem::Acquire;
#define RSGPU_CL_CAS_CASE(SEM, STR, BITS, C)                                   \
  case Sem::SEM:                                                               \
    asm volatile("atom." STR ".cluster.cas.b" BITS " %0, [%1], %2, %3;"        \
                 : "=" C(r) : "l"(p), C(e), C(d) : "memory");                  \
    break;
#define RSGPU_CL_CAS(BITS, C)                                                  \
  switch (s) {                                                                 \
    RSGPU_CL_CAS_CASE(Relaxed, "relaxed", BITS, C)                             \
    RSGPU_CL_CAS_CASE(Acquire, "acquire", BITS, C)                             \
    RSGPU_CL_CAS_CASE(Release, "release", BITS, C)                             \
  default:                                                                     \
    RSGPU_CL_CAS_CASE(AcqRel, "acq_rel", BITS, C)                              \
  }
  if constexpr (sizeof(T) == 4) {
    unsigned e = __builtin_bit_cast(unsigned, *expected);
    unsigned d = __builtin_bit_cast(unsigned, desired), r;
    RSGPU_CL_CAS("32", "r")
    *expected = __builtin_bit_cast(T, r);
    return r == e;
  } else {
    unsigned long long e = __builtin_bit_cast(unsigned long long, *expected);
    unsigned long long d = __builtin_bit_cast(unsigned long long, desired), r;
    RSGPU_CL_CAS("64", "l")
    *expected = __builtin_bit_cast(T, r);
    return r == e;
  }
#undef RSGPU_CL_CAS
#undef RSGPU_CL_CAS_CASE
}

} // namespace rsgpu::detail::cluster
#endif

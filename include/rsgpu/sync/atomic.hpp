#pragma once
// Atomic<T, Scope> (S11): an atomic reference to one element, with the scope of
// the threads it synchronises with and a Rust ordering on every operation.
// Built on cuda::atomic_ref; cluster scope (which libcu++ 3.0 does not expose)
// is rsgpu's own PTX on sm_90 (detail/cluster_atomic.hpp) and a compile error
// below it. Atomics come only from views that allow nothing else: an
// AtomicSlice (a buffer lent with rsgpu::atomic(buf.borrow_mut())) or a
// SharedSlice in its atomic phase — so no plain access mixes with them.
//
//   // out: rsgpu::AtomicSlice<unsigned> (device scope)
//   out.at(bin).fetch_add(1u, rsgpu::Ordering::Relaxed);
//   unsigned seen = out.at(0).load(rsgpu::Ordering::Acquire);
//   out.at(0).store(1u, rsgpu::Ordering::Acquire); // error: rsgpu S11 (no
//                                                  // acquire store)
#include <cuda/atomic>
#include <cuda/std/atomic>
#include <type_traits>

#include "../core/config.hpp"
#include "../backend/trace.hpp"
#include "../backend/panic.hpp"
#include "detail/cluster_atomic.hpp"

namespace rsgpu {

namespace ordering {
enum class Kind : unsigned char { Relaxed, Acquire, Release, AcqRel, SeqCst };
/// `Ordering::Acquire` and the others as types: what lets load(), store()
/// and compare_exchange() reject the orderings Rust panics on at compile
/// time (S11). Each converts to an Ordering.
template <Kind K> struct Tag { static constexpr Kind kind = K; };
} // namespace ordering

/// Rust's std::sync::atomic::Ordering. `Ordering::Relaxed` ... `SeqCst` are
/// constants of distinct types (ordering::Tag), so an ordering Rust forbids
/// for an operation (an acquire store, a release load, a release failure
/// ordering) is a compile error; an Ordering held in a variable (generated
/// code) is checked at run time and panics as Rust does.
class Ordering {
public:
  using Kind = ordering::Kind;
  static constexpr ordering::Tag<Kind::Relaxed> Relaxed{};
  static constexpr ordering::Tag<Kind::Acquire> Acquire{};
  static constexpr ordering::Tag<Kind::Release> Release{};
  static constexpr ordering::Tag<Kind::AcqRel> AcqRel{};
  static constexpr ordering::Tag<Kind::SeqCst> SeqCst{};

  /// SeqCst (the strongest) for an Ordering declared without a value.
  constexpr Ordering() = default;
  template <Kind K>
  RSGPU_FN constexpr Ordering(ordering::Tag<K>) : kind_(K) {} // NOLINT
  RSGPU_FN constexpr Kind kind() const { return kind_; }
  RSGPU_FN friend constexpr bool operator==(Ordering a, Ordering b) {
    return a.kind_ == b.kind_;
  }
  RSGPU_FN friend constexpr bool operator!=(Ordering a, Ordering b) {
    return a.kind_ != b.kind_;
  }

private:
  Kind kind_ = Kind::SeqCst;
};

/// Which threads an atomic synchronises with (narrower is cheaper).
namespace scope {
struct Thread {};
struct Block {};
struct Cluster {}; // sm_90+
struct Device {};
struct System {};
} // namespace scope

namespace detail {
template <class> inline constexpr bool dependent_false = false;

RSGPU_FN constexpr cuda::std::memory_order to_memory_order(Ordering o) {
  switch (o.kind()) {
  case ordering::Kind::Relaxed:
    return cuda::std::memory_order_relaxed;
  case ordering::Kind::Acquire:
    return cuda::std::memory_order_acquire;
  case ordering::Kind::Release:
    return cuda::std::memory_order_release;
  case ordering::Kind::AcqRel:
    return cuda::std::memory_order_acq_rel;
  case ordering::Kind::SeqCst:
    return cuda::std::memory_order_seq_cst;
  }
  return cuda::std::memory_order_seq_cst;
}
/// The failure ordering compare_exchange(current, new, o) uses (Rust's
/// fetch_update and the old compare_and_swap): o without its release part.
RSGPU_FN constexpr Ordering failure_ordering(Ordering o) {
  return o == Ordering::AcqRel    ? Ordering(Ordering::Acquire)
         : o == Ordering::Release ? Ordering(Ordering::Relaxed)
                                  : o;
}

/// The success ordering compare_exchange runs with: at least as strong as
/// the failure one (Rust 1.64+ allows a stronger failure ordering; C++ and
/// GCC's builtins want success >= failure, and a stronger ordering is always
/// a valid implementation).
RSGPU_FN constexpr Ordering cas_success_ordering(Ordering s, Ordering f) {
  if (s == Ordering::SeqCst || f == Ordering::SeqCst)
    return Ordering::SeqCst;
  if (f == Ordering::Acquire) {
    if (s == Ordering::Relaxed)
      return Ordering::Acquire;
    if (s == Ordering::Release)
      return Ordering::AcqRel;
  }
  return s;
}

template <class O> inline constexpr bool is_ordering_v = false;
template <> inline constexpr bool is_ordering_v<Ordering> = true;
template <ordering::Kind K>
inline constexpr bool is_ordering_v<ordering::Tag<K>> = true;
template <class O> inline constexpr bool is_ordering_tag_v = false;
template <ordering::Kind K>
inline constexpr bool is_ordering_tag_v<ordering::Tag<K>> = true;

// Rust (core::sync::atomic, 1.64 and later): a load cannot release, a store
// cannot acquire, a compare_exchange failure ordering cannot release (it may
// be stronger than the success ordering). Constants are checked here, at
// compile time; an Ordering variable at run time, with Rust's panic message.
template <class O>
RSGPU_FN void check_load_ordering(O o, const char *file, unsigned line) {
  static_assert(is_ordering_v<O>, "rsgpu S11: Atomic::load() takes an "
                                  "rsgpu::Ordering (Ordering::Relaxed, ...)");
  if constexpr (is_ordering_tag_v<O>) {
    static_assert(O::kind != ordering::Kind::Release,
                  "rsgpu S11: load() cannot take Ordering::Release (Rust "
                  "panics: there is no release load); use Acquire or SeqCst");
    static_assert(O::kind != ordering::Kind::AcqRel,
                  "rsgpu S11: load() cannot take Ordering::AcqRel (Rust "
                  "panics: there is no acquire-release load); use Acquire or "
                  "SeqCst");
    (void)o, (void)file, (void)line;
  } else {
    if (RSGPU_UNLIKELY(o == Ordering::Release))
      cold_panic("there is no such thing as a release load", file, line);
    if (RSGPU_UNLIKELY(o == Ordering::AcqRel))
      cold_panic("there is no such thing as an acquire-release load", file,
                 line);
  }
}
template <class O>
RSGPU_FN void check_store_ordering(O o, const char *file, unsigned line) {
  static_assert(is_ordering_v<O>, "rsgpu S11: Atomic::store() takes an "
                                  "rsgpu::Ordering (Ordering::Relaxed, ...)");
  if constexpr (is_ordering_tag_v<O>) {
    static_assert(O::kind != ordering::Kind::Acquire,
                  "rsgpu S11: store() cannot take Ordering::Acquire (Rust "
                  "panics: there is no acquire store); use Release or SeqCst");
    static_assert(O::kind != ordering::Kind::AcqRel,
                  "rsgpu S11: store() cannot take Ordering::AcqRel (Rust "
                  "panics: there is no acquire-release store); use Release or "
                  "SeqCst");
    (void)o, (void)file, (void)line;
  } else {
    if (RSGPU_UNLIKELY(o == Ordering::Acquire))
      cold_panic("there is no such thing as an acquire store", file, line);
    if (RSGPU_UNLIKELY(o == Ordering::AcqRel))
      cold_panic("there is no such thing as an acquire-release store", file,
                 line);
  }
}
template <class S, class F>
RSGPU_FN void check_cas_orderings(S s, F f, const char *file, unsigned line) {
  static_assert(is_ordering_v<S> && is_ordering_v<F>,
                "rsgpu S11: Atomic::compare_exchange() takes rsgpu::Ordering "
                "success and failure orderings");
  if constexpr (is_ordering_tag_v<F>) {
    static_assert(F::kind != ordering::Kind::Release,
                  "rsgpu S11: compare_exchange() cannot take Ordering::Release "
                  "as its failure ordering (Rust panics: there is no release "
                  "failure ordering; the failure is a load); use Relaxed, "
                  "Acquire or SeqCst");
    static_assert(F::kind != ordering::Kind::AcqRel,
                  "rsgpu S11: compare_exchange() cannot take Ordering::AcqRel "
                  "as its failure ordering (Rust panics: there is no "
                  "acquire-release failure ordering; the failure is a load); "
                  "use Acquire or SeqCst");
    (void)f, (void)file, (void)line;
  } else {
    if (RSGPU_UNLIKELY(f == Ordering::Release))
      cold_panic("there is no such thing as a release failure ordering", file,
                 line);
    if (RSGPU_UNLIKELY(f == Ordering::AcqRel))
      cold_panic("there is no such thing as an acquire-release failure "
                 "ordering",
                 file, line);
  }
  (void)s;
}

template <class S> struct scope_of;
template <> struct scope_of<scope::Thread> {
  static constexpr cuda::thread_scope value = cuda::thread_scope_thread;
};
template <> struct scope_of<scope::Block> {
  static constexpr cuda::thread_scope value = cuda::thread_scope_block;
};
// Only used where cluster scope has no backend (the host passes); device scope
// is a superset of cluster scope, so it stays correct there.
template <> struct scope_of<scope::Cluster> {
  static constexpr cuda::thread_scope value = cuda::thread_scope_device;
};
template <> struct scope_of<scope::Device> {
  static constexpr cuda::thread_scope value = cuda::thread_scope_device;
};
template <> struct scope_of<scope::System> {
  static constexpr cuda::thread_scope value = cuda::thread_scope_system;
};

#if RSGPU_DEVICE_PASS
#define RSGPU_CLUSTER_ATOMICS (RSGPU_DEVICE_ARCH >= 900)
#else
#define RSGPU_CLUSTER_ATOMICS 0
#endif

// Relaxed read-modify-writes of block/device/system scope are exactly CUDA's
// atomicXxx_block / atomicXxx / atomicXxx_system: the intrinsics let the
// compiler see the address space and use `red` when the result is unused, so
// they are what hand-written code gets.
#if RSGPU_DEVICE_PASS
#define RSGPU_INTRINSIC(NAME, FN)                                              \
  template <class S, class T> __device__ inline T NAME(T *p, T v) {            \
    if constexpr (std::is_same_v<S, scope::System>) return FN##_system(p, v);  \
    else if constexpr (std::is_same_v<S, scope::Device>) return FN(p, v);      \
    else return FN##_block(p, v);                                              \
  }
RSGPU_INTRINSIC(intrinsic_add, atomicAdd)
RSGPU_INTRINSIC(intrinsic_sub, atomicSub)
RSGPU_INTRINSIC(intrinsic_min, atomicMin)
RSGPU_INTRINSIC(intrinsic_max, atomicMax)
RSGPU_INTRINSIC(intrinsic_and, atomicAnd)
RSGPU_INTRINSIC(intrinsic_or, atomicOr)
RSGPU_INTRINSIC(intrinsic_xor, atomicXor)
RSGPU_INTRINSIC(intrinsic_exch, atomicExch)
#undef RSGPU_INTRINSIC
#define RSGPU_HAS_INTRINSICS 1
#else
#define RSGPU_HAS_INTRINSICS 0
#endif

enum class Rmw { Add, Sub, Min, Max, And, Or, Xor, Exch };
/// Whether CUDA has the relaxed intrinsic for this operation, type and scope.
template <Rmw Op, class T, class S> constexpr bool has_intrinsic() {
  if (std::is_same_v<S, scope::Cluster>) return false;
  constexpr bool i32 = std::is_same_v<T, int> || std::is_same_v<T, unsigned>;
  constexpr bool u64 = std::is_same_v<T, unsigned long long>;
  constexpr bool i64 = std::is_same_v<T, long long>;
  switch (Op) {
  case Rmw::Add: return i32 || u64 || std::is_floating_point_v<T>;
  case Rmw::Sub: return i32;
  case Rmw::Min:
  case Rmw::Max: return i32 || u64 || i64;
  case Rmw::And:
  case Rmw::Or:
  case Rmw::Xor: return i32 || u64;
  case Rmw::Exch: return i32 || u64 || std::is_same_v<T, float>;
  }
  return false;
}

template <class S> RSGPU_FN constexpr void check_scope() {
#if RSGPU_DEVICE_PASS && RSGPU_DEVICE_ARCH < 900
  static_assert(!std::is_same_v<S, scope::Cluster>,
                "rsgpu: cluster-scope atomics need sm_90 or newer (S10): "
                "compile with -arch=sm_90");
#endif
}
} // namespace detail

/// What compare_exchange returns (Rust: Result<T, T>): ok() when the value
/// was `current` and is now `new`; value() is the value seen either way.
template <class T> struct CompareExchange {
  T previous;
  bool success;
  RSGPU_FN bool ok() const { return success; }
  RSGPU_FN T value() const { return previous; }
};

/// An atomic reference to one T in device or shared memory.
template <class T, class Scope = scope::Device> class Atomic {
  static_assert(std::is_integral_v<T> || std::is_floating_point_v<T>,
                "Atomic<T>: T must be an integer or floating-point type");
  static_assert(sizeof(T) == 4 || sizeof(T) == 8,
                "Atomic<T>: T must be 4 or 8 bytes (what the hardware "
                "supports for every operation)");

public:
  using value_type = T;
  using scope_type = Scope;

  template <class O>
  RSGPU_FN T load(O order, const char *file = __builtin_FILE(),
                  unsigned line = __builtin_LINE()) const {
    detail::check_load_ordering(order, file, line);
    Ordering o = order;
    auto traced = trace();
#if RSGPU_CLUSTER_ATOMICS
    if constexpr (is_cluster) {
      return detail::cluster::load(p_, sem(o));
    }
#endif
    return ref().load(detail::to_memory_order(o));
  }
  template <class O>
  RSGPU_FN void store(T v, O order, const char *file = __builtin_FILE(),
                      unsigned line = __builtin_LINE()) const {
    detail::check_store_ordering(order, file, line);
    Ordering o = order;
    auto traced = trace(false); // a store reads nothing (memcheck)
#if RSGPU_CLUSTER_ATOMICS
    if constexpr (is_cluster) {
      return detail::cluster::store(p_, v, sem(o));
    }
#endif
    ref().store(v, detail::to_memory_order(o));
  }
  /// Rust's swap (std::atomic's exchange): stores `v`, returns the old value.
  RSGPU_FN T swap(T v, Ordering o) const {
    auto traced = trace();
#if RSGPU_HAS_INTRINSICS
    if constexpr (detail::has_intrinsic<detail::Rmw::Exch, T, Scope>())
      if (o == Ordering::Relaxed) return detail::intrinsic_exch<Scope>(p_, v);
#endif
#if RSGPU_CLUSTER_ATOMICS
    if constexpr (is_cluster) {
      return detail::cluster::exchange(p_, v, sem(o));
    }
#endif
    return ref().exchange(v, detail::to_memory_order(o));
  }
  /// Rust's compare_exchange (strong): stores `desired` if the value equals
  /// `current`.
  template <class OS, class OF>
  RSGPU_FN CompareExchange<T>
  compare_exchange(T current, T desired, OS success_order, OF failure_order,
                   const char *file = __builtin_FILE(),
                   unsigned line = __builtin_LINE()) const {
    detail::check_cas_orderings(success_order, failure_order, file, line);
    Ordering failure = failure_order;
    Ordering success = detail::cas_success_ordering(success_order, failure);
    auto traced = trace();
    T expected = current;
    bool ok;
#if RSGPU_CLUSTER_ATOMICS
    if constexpr (is_cluster) {
      ok = detail::cluster::compare_exchange(p_, &expected, desired,
                                             sem(success), sem(failure));
      return {expected, ok};
    }
#endif
    ok = ref().compare_exchange_strong(expected, desired,
                                       detail::to_memory_order(success),
                                       detail::to_memory_order(failure));
    return {expected, ok};
  }
  /// With the failure ordering derived from `o` (its release part dropped).
  RSGPU_FN CompareExchange<T> compare_exchange(T current, T desired,
                                               Ordering o) const {
    return compare_exchange(current, desired, o, detail::failure_ordering(o));
  }

  RSGPU_FN T fetch_add(T v, Ordering o) const {
    auto traced = trace();
#if RSGPU_HAS_INTRINSICS
    if constexpr (detail::has_intrinsic<detail::Rmw::Add, T, Scope>())
      if (o == Ordering::Relaxed) return detail::intrinsic_add<Scope>(p_, v);
#endif
#if RSGPU_CLUSTER_ATOMICS
    if constexpr (is_cluster)
      return detail::cluster::fetch_add(p_, v, sem(o));
#endif
    return ref().fetch_add(v, detail::to_memory_order(o));
  }
  RSGPU_FN T fetch_sub(T v, Ordering o) const {
    auto traced = trace();
#if RSGPU_HAS_INTRINSICS
    if constexpr (detail::has_intrinsic<detail::Rmw::Sub, T, Scope>())
      if (o == Ordering::Relaxed) return detail::intrinsic_sub<Scope>(p_, v);
#endif
#if RSGPU_CLUSTER_ATOMICS
    if constexpr (is_cluster)
      return detail::cluster::fetch_add(p_, T(-v), sem(o));
#endif
    return ref().fetch_sub(v, detail::to_memory_order(o));
  }
  RSGPU_FN T fetch_min(T v, Ordering o) const {
    if constexpr (std::is_floating_point_v<T>) {
      return fetch_update(o, [v](T x) { return v < x ? v : x; });
    } else {
      auto traced = trace();
#if RSGPU_HAS_INTRINSICS
      if constexpr (detail::has_intrinsic<detail::Rmw::Min, T, Scope>())
        if (o == Ordering::Relaxed) return detail::intrinsic_min<Scope>(p_, v);
#endif
#if RSGPU_CLUSTER_ATOMICS
      if constexpr (is_cluster)
        return detail::cluster::fetch_min(p_, v, sem(o));
#endif
      return ref().fetch_min(v, detail::to_memory_order(o));
    }
  }
  RSGPU_FN T fetch_max(T v, Ordering o) const {
    if constexpr (std::is_floating_point_v<T>) {
      return fetch_update(o, [v](T x) { return x < v ? v : x; });
    } else {
      auto traced = trace();
#if RSGPU_HAS_INTRINSICS
      if constexpr (detail::has_intrinsic<detail::Rmw::Max, T, Scope>())
        if (o == Ordering::Relaxed) return detail::intrinsic_max<Scope>(p_, v);
#endif
#if RSGPU_CLUSTER_ATOMICS
      if constexpr (is_cluster)
        return detail::cluster::fetch_max(p_, v, sem(o));
#endif
      return ref().fetch_max(v, detail::to_memory_order(o));
    }
  }
  RSGPU_FN T fetch_and(T v, Ordering o) const {
    static_assert(std::is_integral_v<T>, "fetch_and needs an integer type");
    auto traced = trace();
#if RSGPU_HAS_INTRINSICS
    if constexpr (detail::has_intrinsic<detail::Rmw::And, T, Scope>())
      if (o == Ordering::Relaxed) return detail::intrinsic_and<Scope>(p_, v);
#endif
#if RSGPU_CLUSTER_ATOMICS
    if constexpr (is_cluster)
      return detail::cluster::fetch_and(p_, v, sem(o));
#endif
    return ref().fetch_and(v, detail::to_memory_order(o));
  }
  RSGPU_FN T fetch_or(T v, Ordering o) const {
    static_assert(std::is_integral_v<T>, "fetch_or needs an integer type");
    auto traced = trace();
#if RSGPU_HAS_INTRINSICS
    if constexpr (detail::has_intrinsic<detail::Rmw::Or, T, Scope>())
      if (o == Ordering::Relaxed) return detail::intrinsic_or<Scope>(p_, v);
#endif
#if RSGPU_CLUSTER_ATOMICS
    if constexpr (is_cluster)
      return detail::cluster::fetch_or(p_, v, sem(o));
#endif
    return ref().fetch_or(v, detail::to_memory_order(o));
  }
  RSGPU_FN T fetch_xor(T v, Ordering o) const {
    static_assert(std::is_integral_v<T>, "fetch_xor needs an integer type");
    auto traced = trace();
#if RSGPU_HAS_INTRINSICS
    if constexpr (detail::has_intrinsic<detail::Rmw::Xor, T, Scope>())
      if (o == Ordering::Relaxed) return detail::intrinsic_xor<Scope>(p_, v);
#endif
#if RSGPU_CLUSTER_ATOMICS
    if constexpr (is_cluster)
      return detail::cluster::fetch_xor(p_, v, sem(o));
#endif
    return ref().fetch_xor(v, detail::to_memory_order(o));
  }
  /// Rust's fetch_update: apply f until the compare-exchange succeeds; returns
  /// the previous value.
  template <class F> RSGPU_FN T fetch_update(Ordering o, F f) const {
    T cur = load(detail::failure_ordering(o) == Ordering::Acquire
                     ? Ordering(Ordering::Acquire)
                     : Ordering(Ordering::Relaxed));
    for (;;) {
      CompareExchange<T> r = compare_exchange(cur, f(cur), o);
      if (r.ok()) return r.value();
      cur = r.value();
    }
  }

  /// For the views that hand out atomics (AtomicSlice, SharedSlice).
  RSGPU_FN explicit Atomic(T *p) : p_(p) {}

private:
  static constexpr bool is_cluster = std::is_same_v<Scope, scope::Cluster>;
  RSGPU_FN auto ref() const {
    detail::check_scope<Scope>();
    return cuda::atomic_ref<T, detail::scope_of<Scope>::value>(*p_);
  }
#if RSGPU_CLUSTER_ATOMICS
  __device__ static detail::cluster::Sem sem(Ordering o) {
    using S = detail::cluster::Sem;
    using K = ordering::Kind;
    static_assert(int(S::Relaxed) == int(K::Relaxed) &&
                  int(S::Acquire) == int(K::Acquire) &&
                  int(S::Release) == int(K::Release) &&
                  int(S::AcqRel) == int(K::AcqRel) &&
                  int(S::SeqCst) == int(K::SeqCst));
    return static_cast<S>(o.kind());
  }
#endif
  /// Keep the result alive until the operation is done (detail::AtomicTrace).
  /// `reads`: false for a store (detail::AtomicTrace).
  RSGPU_FN detail::AtomicTrace trace(bool reads = true) const { return {p_, sizeof(T), reads}; }
  T *p_;
};

} // namespace rsgpu

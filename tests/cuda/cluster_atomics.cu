// Every operation of Atomic<T, scope::Cluster> with every ordering Rust
// allows, for each type an Atomic holds, compiled for sm_90:
// cluster_atomics_check.py compares the PTX's cluster-scope instructions
// with cluster_atomics.expected (the C++ -> PTX mapping of the PTX memory
// model, the one libcu++ uses for the other scopes).
#include <rsgpu/sync/atomic.hpp>
using namespace rsgpu;
using C = scope::Cluster;
#define ORDS(X) X(Relaxed) X(Acquire) X(Release) X(AcqRel) X(SeqCst)
template <class T> __device__ void all_ops(T *p, T v, T *out) {
  Atomic<T, C> a(p);
  int i = 0;
  out[i++] = a.load(Ordering::Relaxed);
  out[i++] = a.load(Ordering::Acquire);
  out[i++] = a.load(Ordering::SeqCst);
  a.store(v, Ordering::Relaxed);
  a.store(v, Ordering::Release);
  a.store(v, Ordering::SeqCst);
// clang-format off
#define RMW(O) out[i++] = a.fetch_add(v, Ordering::O); out[i++] = a.fetch_sub(v, Ordering::O); \
  out[i++] = a.swap(v, Ordering::O); out[i++] = a.compare_exchange(v, v + 1, Ordering::O).value();
  ORDS(RMW)
}
template <class T> __device__ void int_ops(T *p, T v, T *out) {
  Atomic<T, C> a(p);
  int i = 0;
#define IRMW(O) out[i++] = a.fetch_min(v, Ordering::O); out[i++] = a.fetch_max(v, Ordering::O); \
  out[i++] = a.fetch_and(v, Ordering::O); out[i++] = a.fetch_or(v, Ordering::O); out[i++] = a.fetch_xor(v, Ordering::O);
  ORDS(IRMW)
}
__global__ void k_u32(unsigned *p, unsigned v, unsigned *o) { all_ops(p, v, o); int_ops(p, v, o + 100); }
__global__ void k_i32(int *p, int v, int *o) { all_ops(p, v, o); int_ops(p, v, o + 100); }
__global__ void k_u64(unsigned long long *p, unsigned long long v, unsigned long long *o) { all_ops(p, v, o); int_ops(p, v, o + 100); }
__global__ void k_i64(long long *p, long long v, long long *o) { all_ops(p, v, o); int_ops(p, v, o + 100); }
__global__ void k_f32(float *p, float v, float *o) { all_ops(p, v, o); }
__global__ void k_f64(double *p, double v, double *o) { all_ops(p, v, o); }

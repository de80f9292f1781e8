#pragma once
// Backend selection. One source compiles two ways:
//  - under nvcc (__CUDACC__): the CUDA backend; RSGPU_FN is __host__ __device__.
//  - under a plain C++ compiler: the host emulation backend; RSGPU_FN is inline.
// Define RSGPU_NO_BOUNDS_CHECKS to compile view bounds checks out (benchmarks only:
// it removes S6's guarantee).

#if defined(__CUDACC__) && !defined(RSGPU_FORCE_HOST_BACKEND)
#define RSGPU_BACKEND_CUDA 1
#define RSGPU_BACKEND_HOST 0
#define RSGPU_FN __host__ __device__ inline
#else
#define RSGPU_BACKEND_CUDA 0
#define RSGPU_BACKEND_HOST 1
#define RSGPU_FN inline
#endif

// The device pass: nvcc's (or NVRTC's) compilation of device code for the
// CUDA backend, where the hardware's registers (threadIdx, ...) exist. The one
// test for it: `#if RSGPU_DEVICE_PASS`; `RSGPU_DEVICE_ARCH` is the compute
// capability compiled for (`__CUDA_ARCH__`, e.g. 900), 0 outside it.
#if RSGPU_BACKEND_CUDA && defined(__CUDA_ARCH__)
#define RSGPU_DEVICE_PASS 1
#define RSGPU_DEVICE_ARCH __CUDA_ARCH__
#else
#define RSGPU_DEVICE_PASS 0
#define RSGPU_DEVICE_ARCH 0
#endif

// Host machinery (the borrow registry, Stream, DeviceBuffer's bodies, error
// formatting) is hidden from the device pass, which parses host code only to
// find the kernels it launches: a function whose body is host-only is
// written `Result<void> f() RSGPU_HOST_BODY({ ... })`, a declaration with the
// same signature in the device pass and the definition elsewhere. What the
// device pass must still see is the kernels' reference: rsgpu::launch names
// detail::rsgpu_entry<K, Views...> in both passes (the cuda_launch_entries.*
// tests check that every kernel the host launches has its PTX .entry).
// A free function so written is `RSGPU_HOST_INLINE Result<void> f()
// RSGPU_HOST_BODY({ ... })`: inline on the host, a plain declaration in the
// device pass (an inline function used but not defined is a warning there).
#if RSGPU_DEVICE_PASS
#define RSGPU_HOST_BODY(...) ;
#define RSGPU_HOST_INLINE
#else
#define RSGPU_HOST_BODY(...) __VA_ARGS__
#define RSGPU_HOST_INLINE inline
#endif

#if defined(RSGPU_NO_BOUNDS_CHECKS)
#define RSGPU_BOUNDS_CHECKS 0
#else
#define RSGPU_BOUNDS_CHECKS 1
#endif

#if defined(__GNUC__) || defined(__clang__)
#define RSGPU_LIKELY(x) __builtin_expect(!!(x), 1)
#define RSGPU_UNLIKELY(x) __builtin_expect(!!(x), 0)
#else
#define RSGPU_LIKELY(x) (x)
#define RSGPU_UNLIKELY(x) (x)
#endif

#if __cplusplus < 201703L && !defined(_MSVC_LANG)
#error "rsgpu needs C++17 or newer"
#endif

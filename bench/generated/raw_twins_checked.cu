// Hand-written CUDA twins of the Rust kernels bench/generated compares with,
// implementing the *same Rust semantics*: every check the Rust kernel's MIR
// (rustc --emit=mir at opt-level 3, what rsgpu-gen translates) still has is
// here too, written as a careful CUDA programmer would -- a compare and a
// call of an out-of-line __noinline__ panic function that reports the check
// (location and operands) and does not return. Checks rustc's MIR
// optimisations removed (saxpy's `y[i]` under `if i < y.len()`, stencil's
// `input[i]`) are absent here as there. Everything else is the algorithm of
// raw_twins.cu / bench/zero_cost/raw_twins.cu, unchanged.
//
// bench/generated/run compares rsgpu-gen's output with these as
// generated.<k>.ptx_ratio_same_checks: the translation's own overhead, apart
// from the cost of Rust's checks (generated.<k>.ptx_ratio, against the
// unchecked twins, includes both). Compiled only, never run.
#include <cstddef>
#include <cstdint>

#include <cuda/atomic>

// The panics. Out of line and [[noreturn]], so the check at the call site is a
// compare and a branch to a cold call; each records what failed where the
// host can read it after synchronising (as rsgpu's panic record does) and
// stops the kernel.
struct RawcPanic {
  const char *message, *file;
  unsigned line;
  unsigned long long a, b;
};
__device__ RawcPanic rawc_panic_record;
[[noreturn]] __device__ __noinline__ void
rawc_panic_bounds(const char *file, unsigned line, size_t len, size_t index) {
  rawc_panic_record = {"index out of bounds: the length is {} but the index "
                       "is {}",
                       file, line, len, index};
  __threadfence_system();
  __trap();
}
[[noreturn]] __device__ __noinline__ void rawc_panic(const char *message,
                                                     const char *file,
                                                     unsigned line) {
  rawc_panic_record = {message, file, line, 0, 0};
  __threadfence_system();
  __trap();
}
// Rust's `x[i]` bounds check on a slice of length n.
#define RAWC_INDEX(i, n)                                                       \
  do {                                                                         \
    if (!((i) < (n)))                                                          \
      rawc_panic_bounds(__FILE__, __LINE__, (n), (i));                         \
  } while (0)
// The bindings' `shared_array` get/set: assert!(i < N, "...").
#define RAWC_SHARED(i, N)                                                      \
  do {                                                                         \
    if (!((i) < (N)))                                                          \
      rawc_panic("shared array index out of bounds", __FILE__, __LINE__);     \
  } while (0)

// saxpy.rs: x[i] is checked (y[i] is under `if i < y.len()`).
extern "C" __global__ void rawc_saxpy(float a, const float *x, size_t nx,
                                      float *y, size_t ny) {
  size_t i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < ny) {
    RAWC_INDEX(i, nx);
    y[i] = a * x[i] + y[i];
  }
}

// vadd.rs: grid-stride loop over n (a parameter): a[i], b[i], c[i] checked.
extern "C" __global__ void rawc_vadd(const float *a, size_t na, const float *b,
                                     size_t nb, float *c, size_t nc, size_t n) {
  size_t stride = size_t(gridDim.x * blockDim.x);
  for (size_t i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += stride) {
    RAWC_INDEX(i, na);
    float av = a[i];
    RAWC_INDEX(i, nb);
    float bv = b[i];
    RAWC_INDEX(i, nc);
    c[i] = av + bv;
  }
}

// stencil.rs: rustc keeps only input[i - 1]'s check.
extern "C" __global__ void rawc_stencil(const float *in, size_t n, float *out,
                                        size_t nout, float w0, float w1) {
  size_t i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n && i < nout) {
    float left;
    if (i > 0) {
      RAWC_INDEX(i - 1, n);
      left = in[i - 1];
    } else {
      left = in[i];
    }
    float right = i + 1 < n ? in[i + 1] : in[i];
    out[i] = w0 * in[i] + w1 * (left + right);
  }
}

// histogram.rs: bins[data[i]] is checked.
extern "C" __global__ void rawc_histogram(const uint8_t *data, size_t n,
                                          unsigned *bins, size_t nbins) {
  size_t i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    size_t b = data[i];
    RAWC_INDEX(b, nbins);
    atomicAdd(&bins[b], 1u);
  }
}

// reduce_warp.rs: no check left (input[i] is under `if i < input.len()`,
// `total` is a reference).
extern "C" __global__ void rawc_reduce_warp(const float *in, size_t n,
                                            float *total) {
  size_t i = blockIdx.x * blockDim.x + threadIdx.x;
  float v = i < n ? in[i] : 0.0f;
  for (unsigned off = 16; off > 0; off /= 2)
    v += __shfl_down_sync(0xffffffffu, v, off);
  if (threadIdx.x % 32 == 0)
    atomicAdd(total, v);
}

// scan.rs: every shared_array get/set asserts its index < 256.
extern "C" __global__ void rawc_scan(const unsigned *in, size_t n,
                                     unsigned *out, size_t nout) {
  __shared__ unsigned buf[256];
  size_t t = threadIdx.x;
  size_t i = size_t(blockIdx.x) * 256 + t;
  RAWC_SHARED(t, 256);
  buf[t] = i < n ? in[i] : 0;
  __syncthreads();
  for (size_t d = 1; d < 256; d *= 2) {
    unsigned add = 0;
    if (t >= d) {
      RAWC_SHARED(t - d, 256);
      add = buf[t - d];
    }
    __syncthreads();
    RAWC_SHARED(t, 256);
    unsigned own = buf[t];
    RAWC_SHARED(t, 256);
    buf[t] = own + add;
    __syncthreads();
  }
  if (i < nout) {
    RAWC_SHARED(t, 256);
    out[i] = buf[t];
  }
}

// particles.rs: no check left (ps[i] is under `if i < ps.len()`).
struct RawcVec3 {
  float x, y, z;
};
struct RawcParticle {
  RawcVec3 pos, vel;
  float mass;
  unsigned alive;
};
struct RawcParams {
  float dt, gravity;
  unsigned count;
};
extern "C" __global__ void rawc_particles(RawcParticle *ps, size_t n,
                                          RawcParams params) {
  size_t i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < params.count && i < n) {
    RawcParticle &p = ps[i];
    if (p.alive != 0) {
      p.vel.y -= params.gravity * params.dt;
      p.pos.x += p.vel.x * params.dt;
      p.pos.y += p.vel.y * params.dt;
      p.pos.z += p.vel.z * params.dt;
      if (p.pos.y < 0.0f) {
        p.pos.y = 0.0f;
        p.alive = 0;
      }
    }
  }
}

// matmul_naive.rs: a[row * n + k], b[k * n + col] and c[row * n + col]
// checked (opt-level 3: the index arithmetic wraps, unchecked).
extern "C" __global__ void rawc_matmul_naive(const float *a, size_t na,
                                             const float *b, size_t nb,
                                             float *c, size_t nc, size_t n) {
  size_t row = blockIdx.y * blockDim.y + threadIdx.y;
  size_t col = blockIdx.x * blockDim.x + threadIdx.x;
  if (row < n && col < n) {
    float acc = 0.0f;
    for (size_t k = 0; k < n; ++k) {
      size_t ia = row * n + k;
      RAWC_INDEX(ia, na);
      float av = a[ia];
      size_t ib = k * n + col;
      RAWC_INDEX(ib, nb);
      acc += av * b[ib];
    }
    size_t ic = row * n + col;
    RAWC_INDEX(ic, nc);
    c[ic] = acc;
  }
}

// matmul_tiled.rs: a[..], b[..] and c[..] checked, and every shared_array
// get/set asserts its index < 256.
extern "C" __global__ void rawc_matmul_tiled(const float *a, size_t na,
                                             const float *b, size_t nb,
                                             float *c, size_t nc, size_t n) {
  __shared__ float ta[256], tb[256];
  size_t tx = threadIdx.x, ty = threadIdx.y;
  size_t row = size_t(blockIdx.y) * 16 + ty;
  size_t col = size_t(blockIdx.x) * 16 + tx;
  float acc = 0.0f;
  for (size_t t = 0; t < (n + 15) / 16; ++t) {
    size_t ac = t * 16 + tx, br = t * 16 + ty;
    float av = 0.0f, bv = 0.0f;
    if (row < n && ac < n) {
      RAWC_INDEX(row * n + ac, na);
      av = a[row * n + ac];
    }
    RAWC_SHARED(ty * 16 + tx, 256);
    ta[ty * 16 + tx] = av;
    if (br < n && col < n) {
      RAWC_INDEX(br * n + col, nb);
      bv = b[br * n + col];
    }
    RAWC_SHARED(ty * 16 + tx, 256);
    tb[ty * 16 + tx] = bv;
    __syncthreads();
    for (size_t k = 0; k < 16; ++k) {
      RAWC_SHARED(ty * 16 + k, 256);
      float x = ta[ty * 16 + k];
      RAWC_SHARED(k * 16 + tx, 256);
      acc = fmaf(x, tb[k * 16 + tx], acc);
    }
    __syncthreads();
  }
  if (row < n && col < n) {
    RAWC_INDEX(row * n + col, nc);
    c[row * n + col] = acc;
  }
}

// transpose.rs: input[..], output[..] and the tile's get/set checked.
extern "C" __global__ void rawc_transpose(const float *in, size_t nin,
                                          float *out, size_t nout, size_t width,
                                          size_t height) {
  __shared__ float tile[1056];
  size_t tx = threadIdx.x, ty = threadIdx.y;
  size_t x = size_t(blockIdx.x) * 32 + tx, y = size_t(blockIdx.y) * 32 + ty;
  if (x < width && y < height) {
    RAWC_INDEX(y * width + x, nin);
    float v = in[y * width + x];
    RAWC_SHARED(ty * 33 + tx, 1056);
    tile[ty * 33 + tx] = v;
  }
  __syncthreads();
  size_t ox = size_t(blockIdx.y) * 32 + tx, oy = size_t(blockIdx.x) * 32 + ty;
  if (ox < height && oy < width) {
    RAWC_SHARED(tx * 33 + ty, 1056);
    float v = tile[tx * 33 + ty];
    RAWC_INDEX(oy * height + ox, nout);
    out[oy * height + ox] = v;
  }
}

// reduce_shared.rs: input[i] is under `if i < input.len()`; the tile's
// get/set and partial[block] are checked.
extern "C" __global__ void rawc_reduce_shared(const float *in, size_t n,
                                              float *partial, size_t np) {
  __shared__ float tile[256];
  size_t t = threadIdx.x;
  size_t i = size_t(blockIdx.x) * 256 + t;
  RAWC_SHARED(t, 256);
  tile[t] = i < n ? in[i] : 0.0f;
  __syncthreads();
  for (size_t stride = 128; stride > 0; stride /= 2) {
    if (t < stride) {
      RAWC_SHARED(t, 256);
      float own = tile[t];
      RAWC_SHARED(t + stride, 256);
      float other = tile[t + stride];
      RAWC_SHARED(t, 256);
      tile[t] = own + other;
    }
    __syncthreads();
  }
  if (t == 0) {
    RAWC_SHARED(0, 256);
    float v = tile[0];
    RAWC_INDEX(size_t(blockIdx.x), np);
    partial[blockIdx.x] = v;
  }
}

// cas_max.rs: best[0], claimed[slot], winners[0] and the remainder by
// claimed.len() are checked (the O3 MIR keeps them).
extern "C" __global__ void rawc_cas_max(const unsigned *x, size_t nx,
                                        unsigned *best, size_t nbest,
                                        unsigned *claimed, size_t nclaimed,
                                        unsigned *winners, size_t nwinners) {
  using ref = cuda::atomic_ref<unsigned, cuda::thread_scope_device>;
  size_t i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < nx && nbest == 1 && nwinners == 1 && nclaimed > 0) {
    unsigned v = x[i];
    RAWC_INDEX(size_t(0), nbest);
    ref b(*best);
    unsigned cur = b.load(cuda::memory_order_relaxed);
    while (v > cur)
      if (b.compare_exchange_strong(cur, v, cuda::memory_order_acq_rel,
                                    cuda::memory_order_relaxed))
        break;
    if (nclaimed == 0)
      rawc_panic("attempt to calculate the remainder with a divisor of zero",
                 __FILE__, __LINE__);
    size_t slot = v % nclaimed;
    RAWC_INDEX(slot, nclaimed);
    unsigned zero = 0;
    if (ref(claimed[slot]).compare_exchange_strong(
            zero, 1u, cuda::memory_order_acq_rel, cuda::memory_order_acquire)) {
      RAWC_INDEX(size_t(0), nwinners);
      ref(*winners).fetch_add(1u, cuda::memory_order_relaxed);
    }
  }
}

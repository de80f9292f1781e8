// Hand-written CUDA twins of Rust kernels in tests/generator/kernels that
// have no twin in bench/zero_cost/raw_twins.cu: the same algorithm and launch
// shape as the Rust source, written as a CUDA programmer would (raw
// pointers, a slice as pointer + length, no bounds checks beyond the
// algorithm's own conditions). bench/generated/run compares rsgpu-gen's
// output with them. Compiled only, never run.
#include <cstddef>
#include <cstdint>

#include <cuda/atomic>

// vadd.rs: grid-stride loop.
extern "C" __global__ void raw_vadd(const float *a, size_t na, const float *b,
                                    size_t nb, float *c, size_t nc, size_t n) {
  size_t stride = size_t(gridDim.x * blockDim.x);
  for (size_t i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += stride)
    c[i] = a[i] + b[i];
}

// stencil.rs: three points, clamped borders.
extern "C" __global__ void raw_stencil(const float *in, size_t n, float *out,
                                       size_t nout, float w0, float w1) {
  size_t i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n && i < nout) {
    float left = i > 0 ? in[i - 1] : in[i];
    float right = i + 1 < n ? in[i + 1] : in[i];
    out[i] = w0 * in[i] + w1 * (left + right);
  }
}

// histogram.rs: one global atomic per byte.
extern "C" __global__ void raw_histogram(const uint8_t *data, size_t n,
                                         unsigned *bins, size_t nbins) {
  size_t i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) atomicAdd(&bins[data[i]], 1u);
}

// reduce_warp.rs: shuffle-down warp sum, lane 0 adds it atomically.
extern "C" __global__ void raw_reduce_warp(const float *in, size_t n,
                                           float *total) {
  size_t i = blockIdx.x * blockDim.x + threadIdx.x;
  float v = i < n ? in[i] : 0.0f;
  for (unsigned off = 16; off > 0; off /= 2)
    v += __shfl_down_sync(0xffffffffu, v, off);
  if (threadIdx.x % 32 == 0) atomicAdd(total, v);
}

// scan.rs: Hillis-Steele inclusive scan of 256 elements per block.
extern "C" __global__ void raw_scan(const unsigned *in, size_t n,
                                    unsigned *out, size_t nout) {
  __shared__ unsigned buf[256];
  unsigned t = threadIdx.x;
  size_t i = size_t(blockIdx.x) * 256 + t;
  buf[t] = i < n ? in[i] : 0;
  __syncthreads();
  for (unsigned d = 1; d < 256; d *= 2) {
    unsigned add = t >= d ? buf[t - d] : 0;
    __syncthreads();
    buf[t] += add;
    __syncthreads();
  }
  if (i < nout) out[i] = buf[t];
}

// particles.rs: the same #[repr(C)] layout.
struct RawVec3 {
  float x, y, z;
};
struct RawParticle {
  RawVec3 pos, vel;
  float mass;
  unsigned alive;
};
struct RawParams {
  float dt, gravity;
  unsigned count;
};
extern "C" __global__ void raw_particles(RawParticle *ps, size_t n,
                                         RawParams params) {
  size_t i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < params.count && i < n) {
    RawParticle &p = ps[i];
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

// matmul_naive.rs: one output per thread of a 2-D grid.
extern "C" __global__ void raw_matmul_naive(const float *a, size_t na,
                                            const float *b, size_t nb,
                                            float *c, size_t nc, size_t n) {
  size_t row = blockIdx.y * blockDim.y + threadIdx.y;
  size_t col = blockIdx.x * blockDim.x + threadIdx.x;
  if (row < n && col < n) {
    float acc = 0.0f;
    for (size_t k = 0; k < n; ++k)
      acc += a[row * n + k] * b[k * n + col];
    c[row * n + col] = acc;
  }
}

// matmul_tiled.rs: 16x16 tiles of a and b staged in shared memory.
extern "C" __global__ void raw_matmul_tiled(const float *a, size_t na,
                                            const float *b, size_t nb,
                                            float *c, size_t nc, size_t n) {
  __shared__ float ta[256], tb[256];
  size_t tx = threadIdx.x, ty = threadIdx.y;
  size_t row = size_t(blockIdx.y) * 16 + ty;
  size_t col = size_t(blockIdx.x) * 16 + tx;
  float acc = 0.0f;
  for (size_t t = 0; t < (n + 15) / 16; ++t) {
    size_t ac = t * 16 + tx, br = t * 16 + ty;
    ta[ty * 16 + tx] = row < n && ac < n ? a[row * n + ac] : 0.0f;
    tb[ty * 16 + tx] = br < n && col < n ? b[br * n + col] : 0.0f;
    __syncthreads();
    for (size_t k = 0; k < 16; ++k)
      acc = fmaf(ta[ty * 16 + k], tb[k * 16 + tx], acc);
    __syncthreads();
  }
  if (row < n && col < n)
    c[row * n + col] = acc;
}

// transpose.rs: through a padded 32x33 shared tile.
extern "C" __global__ void raw_transpose(const float *in, size_t nin,
                                         float *out, size_t nout, size_t width,
                                         size_t height) {
  __shared__ float tile[1056];
  size_t tx = threadIdx.x, ty = threadIdx.y;
  size_t x = size_t(blockIdx.x) * 32 + tx, y = size_t(blockIdx.y) * 32 + ty;
  if (x < width && y < height)
    tile[ty * 33 + tx] = in[y * width + x];
  __syncthreads();
  size_t ox = size_t(blockIdx.y) * 32 + tx, oy = size_t(blockIdx.x) * 32 + ty;
  if (ox < height && oy < width)
    out[oy * height + ox] = tile[tx * 33 + ty];
}

// reduce_shared.rs: tree reduction of 256 elements, a barrier per level.
extern "C" __global__ void raw_reduce_shared(const float *in, size_t n,
                                             float *partial, size_t np) {
  __shared__ float tile[256];
  size_t t = threadIdx.x;
  size_t i = size_t(blockIdx.x) * 256 + t;
  tile[t] = i < n ? in[i] : 0.0f;
  __syncthreads();
  for (size_t stride = 128; stride > 0; stride /= 2) {
    if (t < stride)
      tile[t] += tile[t + stride];
    __syncthreads();
  }
  if (t == 0)
    partial[blockIdx.x] = tile[0];
}

// cas_max.rs (tests/generator/backend/accept): a CAS-loop maximum and a
// "first writer wins" claim per slot, counted once per slot, with the Rust
// kernel's orderings (libcu++'s atomic_ref, as a CUDA programmer who needs
// AcqRel/Acquire would write it).
extern "C" __global__ void raw_cas_max(const unsigned *x, size_t nx,
                                       unsigned *best, size_t nbest,
                                       unsigned *claimed, size_t nclaimed,
                                       unsigned *winners, size_t nwinners) {
  using ref = cuda::atomic_ref<unsigned, cuda::thread_scope_device>;
  size_t i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < nx && nbest == 1 && nwinners == 1 && nclaimed > 0) {
    unsigned v = x[i];
    ref b(*best);
    unsigned cur = b.load(cuda::memory_order_relaxed);
    while (v > cur)
      if (b.compare_exchange_strong(cur, v, cuda::memory_order_acq_rel,
                                    cuda::memory_order_relaxed))
        break;
    unsigned zero = 0;
    if (ref(claimed[v % nclaimed])
            .compare_exchange_strong(zero, 1u, cuda::memory_order_acq_rel,
                                     cuda::memory_order_acquire))
      ref(*winners).fetch_add(1u, cuda::memory_order_relaxed);
  }
}

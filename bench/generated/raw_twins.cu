// Hand-written CUDA twins of Rust kernels in tests/generator/kernels that
// have no twin in bench/zero_cost/raw_twins.cu: the same algorithm and launch
// shape as the Rust source, written as a CUDA programmer would (raw
// pointers, a slice as pointer + length, no bounds checks beyond the
// algorithm's own conditions). bench/generated/run compares rsgpu-gen's
// output with them. Compiled only, never run.
#include <cstddef>
#include <cstdint>

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

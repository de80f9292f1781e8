// Hand-written CUDA twins of the rsgpu example kernels: __shared__,
// __syncthreads, atomicAdd, __shfl_xor_sync and raw pointers, with the same
// algorithm, launch shape and parameter data as the rsgpu version (a view is a
// pointer and a size_t length). bench/zero_cost/run compares their PTX and
// registers with the rsgpu kernels'. Compiled only, never run.
#include <cooperative_groups.h>
#include <cstddef>
#include <cub/block/block_reduce.cuh>
#include <cub/block/block_scan.cuh>

// examples/saxpy (Thread, y.mine(t)) and bench/zero_cost/saxpy_1d.cpp
extern "C" __global__ void raw_Saxpy(const float *x, size_t nx, float *y,
                                     size_t n, float a) {
  size_t i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) y[i] = a * x[i] + y[i];
}
extern "C" __global__ void raw_Saxpy1D(const float *x, size_t nx, float *y,
                                       size_t n, float a) {
  size_t i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) y[i] = a * x[i] + y[i];
}

// examples/reduction
extern "C" __global__ void raw_BlockSum(const float *x, size_t n, float *sums,
                                        size_t nsums) {
  __shared__ float partial[32];
  float v = 0;
  for (size_t i = blockIdx.x * blockDim.x + threadIdx.x; i < n;
       i += gridDim.x * blockDim.x)
    v += x[i];
  for (int m = 16; m > 0; m /= 2) v += __shfl_xor_sync(0xffffffffu, v, m);
  unsigned lane = threadIdx.x % 32, warp = threadIdx.x / 32;
  if (lane == 0) partial[warp] = v;
  __syncthreads();
  if (warp == 0) {
    v = lane < blockDim.x / 32 ? partial[lane] : 0.0f;
    for (int m = 16; m > 0; m /= 2) v += __shfl_xor_sync(0xffffffffu, v, m);
    if (threadIdx.x == 0 && blockIdx.x < nsums) sums[blockIdx.x] = v;
  }
}

// examples/histogram
extern "C" __global__ void raw_Histogram(const unsigned *data, size_t n,
                                         unsigned *bins, size_t nbins) {
  __shared__ unsigned local[256];
  for (unsigned i = threadIdx.x; i < 256; i += blockDim.x) local[i] = 0;
  __syncthreads();
  for (size_t i = blockIdx.x * blockDim.x + threadIdx.x; i < n;
       i += gridDim.x * blockDim.x)
    atomicAdd(&local[data[i] % 256], 1u);
  __syncthreads();
  for (unsigned i = threadIdx.x; i < 256; i += blockDim.x)
    if (unsigned c = local[i]) atomicAdd(&bins[i], c);
}

// examples/matmul
extern "C" __global__ void raw_MatMul(const float *a, size_t na,
                                      const float *b, size_t nb, float *c,
                                      size_t nc, unsigned n) {
  __shared__ float as[16][16], bs[16][16];
  unsigned tx = threadIdx.x, ty = threadIdx.y;
  unsigned row0 = blockIdx.y * 16, col0 = blockIdx.x * 16;
  float acc = 0;
  for (unsigned k0 = 0; k0 < n; k0 += 16) {
    as[ty][tx] = a[(row0 + ty) * n + k0 + tx];
    bs[ty][tx] = b[(k0 + ty) * n + col0 + tx];
    __syncthreads();
#pragma unroll
    for (unsigned k = 0; k < 16; ++k) acc += as[ty][k] * bs[k][tx];
    __syncthreads();
  }
  unsigned row = row0 + ty, col = col0 + tx;
  if (row < n && col < n) c[size_t(row) * n + col] = acc;
}

// examples/transpose
extern "C" __global__ void raw_Transpose(const float *in, size_t nin,
                                         float *out, size_t nout,
                                         unsigned width, unsigned height) {
  __shared__ float tile[32][33];
  unsigned x0 = blockIdx.x * 32, y0 = blockIdx.y * 32;
  unsigned tx = threadIdx.x, ty = threadIdx.y;
#pragma unroll
  for (unsigned j = 0; j < 32; j += 8) {
    unsigned x = x0 + tx, y = y0 + ty + j;
    if (x < width && y < height) tile[ty + j][tx] = in[size_t(y) * width + x];
  }
  __syncthreads();
#pragma unroll
  for (unsigned j = 0; j < 32; j += 8) {
    unsigned row = x0 + ty + j, col = y0 + tx; // out is width rows x height cols
    if (row < width && col < height)
      out[size_t(row) * height + col] = tile[tx][ty + j];
  }
}

// examples/scan
extern "C" __global__ void raw_ScanBlocks(const int *in, size_t n, int *out,
                                          size_t nout, int *totals,
                                          size_t ntotals) {
  using Scan = cub::BlockScan<int, 256>;
  __shared__ Scan::TempStorage temp;
  size_t i = blockIdx.x * blockDim.x + threadIdx.x;
  int v = i < n ? in[i] : 0, prefix, total;
  Scan(temp).InclusiveSum(v, prefix, total);
  if (i < nout) out[i] = prefix;
  if (threadIdx.x == 0 && blockIdx.x < ntotals) totals[blockIdx.x] = total;
}
extern "C" __global__ void raw_AddOffsets(const int *offsets, size_t noff,
                                          int *out, size_t n) {
  size_t i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n && blockIdx.x > 0) out[i] += offsets[blockIdx.x - 1];
}

// examples/cluster_reduce (sm_90)
extern "C" __global__ void raw_ClusterSum(const float *x, size_t n,
                                          float *sums, size_t nsums) {
  namespace cg = cooperative_groups;
  using Reduce = cub::BlockReduce<float, 256>;
  __shared__ Reduce::TempStorage temp;
  __shared__ float mine;
  float v = 0;
  for (size_t i = blockIdx.x * blockDim.x + threadIdx.x; i < n;
       i += gridDim.x * blockDim.x)
    v += x[i];
  float block_sum = Reduce(temp).Sum(v);
  if (threadIdx.x == 0) mine = block_sum;
  cg::cluster_group cl = cg::this_cluster();
  cl.sync();
  unsigned c = blockIdx.x / cl.num_blocks();
  if (cl.block_rank() == 0 && threadIdx.x == 0 && c < nsums) {
    float total = 0;
    for (unsigned r = 0; r < cl.num_blocks(); ++r)
      total += *cl.map_shared_rank(&mine, r);
    sums[c] = total;
  }
  cl.sync();
}

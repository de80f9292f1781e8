// Raw-CUDA twin of examples/saxpy/saxpy.cpp: same work, no rsgpu.
#include <cmath>
#include <cstdio>
#include <cuda_runtime.h>
#include <vector>

__global__ void saxpy(const float *x, float *y, float a, unsigned long long n) {
  unsigned long long i = 1ull * blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) y[i] = a * x[i] + y[i];
}

static int run(std::size_t n) {
  std::vector<float> hx(n), hy(n);
  for (std::size_t i = 0; i < n; ++i) {
    hx[i] = float(i);
    hy[i] = 1.0f;
  }
  float *x = nullptr, *y = nullptr;
  cudaStream_t s;
  if (cudaStreamCreate(&s) != cudaSuccess) return 1;
  if (cudaMallocAsync(&x, n * sizeof(float), s) != cudaSuccess) return 1;
  if (cudaMallocAsync(&y, n * sizeof(float), s) != cudaSuccess) return 1;
  cudaMemcpyAsync(x, hx.data(), n * sizeof(float), cudaMemcpyHostToDevice, s);
  cudaMemcpyAsync(y, hy.data(), n * sizeof(float), cudaMemcpyHostToDevice, s);
  saxpy<<<unsigned((n + 255) / 256), 256, 0, s>>>(x, y, 2.0f, n);
  cudaMemcpyAsync(hy.data(), y, n * sizeof(float), cudaMemcpyDeviceToHost, s);
  if (cudaStreamSynchronize(s) != cudaSuccess) return 1;
  float max_err = 0;
  for (std::size_t i = 0; i < n; ++i)
    max_err = std::fmax(max_err, std::fabs(hy[i] - (2.0f * float(i) + 1.0f)));
  cudaFreeAsync(x, s);
  cudaFreeAsync(y, s);
  cudaStreamDestroy(s);
  std::printf("max error %g\n", double(max_err));
  return max_err == 0.0f ? 0 : 1;
}

int main() { return run(1 << 20); }

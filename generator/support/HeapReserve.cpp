//===- HeapReserve.cpp ----------------------------------------------------===//
#include "support/HeapReserve.h"

#if defined(__has_feature)
#if __has_feature(address_sanitizer) || __has_feature(memory_sanitizer)
#define RSGPU_NO_HEAP_RESERVE 1
#endif
#endif
#if defined(__SANITIZE_ADDRESS__)
#define RSGPU_NO_HEAP_RESERVE 1
#endif

#if defined(__GLIBC__) && defined(__linux__) && !defined(RSGPU_NO_HEAP_RESERVE)
#include <cstdint>
#include <cstdlib>
#include <malloc.h>
#include <sys/mman.h>

void rsgpu::reserveHeapFor(std::size_t inputBytes) {
  // Small inputs fault in a few pages; not worth a huge page.
  constexpr std::size_t minInput = 1u << 20, hugePage = 2u << 20;
  constexpr std::size_t bytesPerInputByte = 32, maxReserve = std::size_t(4)
                                                             << 30;
  if (inputBytes < minInput)
    return;
  std::size_t want = inputBytes * bytesPerInputByte;
  if (want > maxReserve)
    want = maxReserve;
  // Keep the reservation in the sbrk heap (glibc serves blocks of 32 MiB
  // or more from separate mappings that free() unmaps), so reserve it in
  // 16 MiB blocks, and keep free() from trimming it back.
  constexpr std::size_t block = 16u << 20, maxBlocks = maxReserve / block;
  mallopt(M_MMAP_THRESHOLD, int(block + hugePage));
  mallopt(M_TRIM_THRESHOLD,
          int(maxReserve < (1u << 30) ? maxReserve : (1u << 30)));
  void *blocks[maxBlocks];
  std::size_t n = 0;
  for (; n < (want + block - 1) / block; ++n)
    if (!(blocks[n] = std::malloc(block)))
      break;
  for (std::size_t i = 0; i < n; ++i) {
    // Huge-page-align inwards; malloc touched only the chunk header.
    auto p = reinterpret_cast<std::uintptr_t>(blocks[i]);
    auto begin = (p + hugePage - 1) & ~std::uintptr_t(hugePage - 1);
    auto end = (p + block) & ~std::uintptr_t(hugePage - 1);
    if (end > begin)
      madvise(reinterpret_cast<void *>(begin), end - begin, MADV_HUGEPAGE);
  }
  // Back to the top chunk, newest first, so each merges with it; later
  // allocations are carved from it.
  while (n > 0)
    std::free(blocks[--n]);
}
#else
void rsgpu::reserveHeapFor(std::size_t) {}
#endif

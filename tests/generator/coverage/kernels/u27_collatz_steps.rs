//! Collatz stopping times with `loop { .. break steps }`, early `return` from the kernel for
//! out-of-range threads and zero inputs, u64 state and an iteration cap.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn u27_collatz_steps(start: &[u32], steps: &mut [u32], peak: &mut [u64], cap: u32) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i >= start.len() || i >= steps.len() || i >= peak.len() {
            return;
        }
        if start[i] == 0 {
            steps[i] = u32::MAX;
            return;
        }
        let mut n = start[i] as u64;
        let mut top = n;
        let mut k = 0u32;
        let result = loop {
            if n == 1 {
                break k;
            }
            if k == cap {
                break u32::MAX - 1;
            }
            n = if n % 2 == 0 { n / 2 } else { 3 * n + 1 };
            top = top.max(n);
            k += 1;
        };
        steps[i] = result;
        peak[i] = top;
    }
}

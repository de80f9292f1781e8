//! Hillis-Steele inclusive scan of 128-element blocks, double-buffered in one
//! shared array: step k reads half `pin` and writes half `pout`, then the
//! halves swap (uniformly, after the step's barrier). One barrier per step:
//! the phase analysis proves the halves disjoint from `pin != pout`.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn scan_pingpong(input: &[u32], output: &mut [u32]) {
        let temp = shared_array::<u32, 256>();
        let tid = thread_idx_x() as usize;
        let i = block_idx_x() as usize * 128 + tid;
        if tid < 128 {
            temp.set(tid, if i < input.len() { input[i] } else { 0 });
        }
        sync_threads();
        let mut pin = 0usize;
        let mut pout = 1usize;
        let mut d = 1usize;
        while d < 128 {
            if tid < 128 {
                let a = temp.get(pin * 128 + tid);
                let b = if tid >= d { temp.get(pin * 128 + tid - d) } else { 0 };
                temp.set(pout * 128 + tid, a.wrapping_add(b));
            }
            sync_threads();
            let tmp = pin;
            pin = pout;
            pout = tmp;
            d *= 2;
        }
        if tid < 128 && i < output.len() {
            output[i] = temp.get(pin * 128 + tid);
        }
    }
}
// CHECK: kernel @scan_pingpong(

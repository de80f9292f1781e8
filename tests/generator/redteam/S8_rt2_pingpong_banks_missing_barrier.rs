//! S8: the documented ping-pong scan (one array, banks `pin * 128 + tid`)
//! without its per-step barrier: the contrast to the handle-swapped
//! S8_rt2_pingpong_handle_swap_missing_barrier, which slips through.
#![no_std]
use rsgpu::*;
rsgpu::kernel! {
    pub fn pingpong_banks_missing_barrier(x: &[u32], y: &mut [u32]) {
        let tid = thread_idx_x() as usize;
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let temp = shared_array::<u32, 256>();
        if tid < 128 {
            temp.set(tid, if i < x.len() { x[i] } else { 0 });
        }
        sync_threads();
        let (mut pin, mut pout) = (0usize, 1usize);
        let mut d = 1;
        while d < 128 {
            if tid < 128 {
                let a = temp.get(pin * 128 + tid);
                let b = if tid >= d { temp.get(pin * 128 + tid - d) } else { 0 };
                temp.set(pout * 128 + tid, a.wrapping_add(b));
            }
            let tmp = pin;
            pin = pout;
            pout = tmp;
            d *= 2;
        }
        sync_threads();
        if tid < 128 && i < y.len() {
            y[i] = temp.get(pin * 128 + tid);
        }
    }
}
// CHECK: error[RG022{{[01]}}]:

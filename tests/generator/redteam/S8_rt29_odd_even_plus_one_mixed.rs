//! S8 misuse (red team 29): write `s[c(2t+2)-1]`, read `s[c(2t+2)]` (the next thread's... slot c(2t+2) = c(2(t+1)+1) - 1 + ... with c = 1: thread t reads 2t + 2 which thread t + 1 ... writes 2t+3: no; reads 2t+2 = (t+1)'s ai: read-only). Use write c(2t+2)-1 and read c(2t+2)+1 (thread t+1's write slot when c = 2: 4t+5 = 2(2(t+1)+2)-1-... ). Docs: RG0220.
#![no_std]
#![allow(unused)]
use rsgpu::*;
use rsgpu::warp::*;

rsgpu::kernel! {
    pub fn rt29_odd_even_plus_one_mixed(x: &[u32], y: &mut [u32]) {
        let mut s = shared_array::<u32, 256>(); let t = thread_idx_x() as usize;
        if t < 256 && t < x.len() { s[t] = x[t]; }
        sync_threads();
        let c = 2usize;
        if t < 64 { let bi = c * (2 * t + 2) - 1; let v = s[bi + 2]; s[bi] += v; } sync_threads();
        if t < 256 && t < y.len() { y[t] = s[t]; }
    }
}
// CHECK: error[RG0220]:{{.*}}`s[

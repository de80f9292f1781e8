//! Segmented reduction: segment s is vals[offsets[s]..offsets[s+1]]; one thread per segment computes
//! its sum, max and length (empty segments give 0, i32::MIN, 0).
#![no_std]
use rsgpu::*;

rsgpu::gpu_struct! {
    pub struct SegStats { pub sum: i64, pub max: i32, pub len: u32 }
}

rsgpu::kernel! {
    pub fn u27_segmented_reduce(offsets: &[u32], vals: &[i32], out: &mut [SegStats]) {
        let s = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if s + 1 >= offsets.len() || s >= out.len() {
            return;
        }
        let seg = &vals[offsets[s] as usize..offsets[s + 1] as usize];
        let sum: i64 = seg.iter().map(|&v| v as i64).sum();
        let max = seg.iter().copied().max().unwrap_or(i32::MIN);
        out[s] = SegStats { sum, max, len: seg.len() as u32 };
    }
}

//! Run-length encoding per 16-byte chunk: each thread encodes its chunk into its own 32-byte part of the
//! output as (value, run) pairs and stores the pair count; `peekable` iteration over the chunk.
#![no_std]
use rsgpu::*;

const C: usize = 16;

rsgpu::kernel! {
    pub fn u27_rle_chunk(data: &[u8], out: &mut [u8], counts: &mut [u32]) {
        let t = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if t >= counts.len() || (t + 1) * C > data.len() {
            return;
        }
        let chunk = &data[t * C..(t + 1) * C];
        let part = &mut out[t * 2 * C..(t + 1) * 2 * C];
        let mut it = chunk.iter().peekable();
        let mut k = 0;
        while let Some(&v) = it.next() {
            let mut run = 1u8;
            while let Some(&&w) = it.peek() {
                if w != v {
                    break;
                }
                run += 1;
                it.next();
            }
            part[2 * k] = v;
            part[2 * k + 1] = run;
            k += 1;
        }
        counts[t] = k as u32;
    }
}

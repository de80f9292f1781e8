//! Hashing fixed-length byte records: FNV-1a 32 over the record's bytes, murmur3's `fmix32` finaliser, and
//! a combined 64-bit key `(fnv as u64) << 32 | fmix as u64`; one record per thread via `chunks_exact`.
#![no_std]
use rsgpu::*;

const FNV_OFFSET: u32 = 0x811c_9dc5;
const FNV_PRIME: u32 = 0x0100_0193;

fn fnv1a(bytes: &[u8]) -> u32 {
    bytes.iter().fold(FNV_OFFSET, |h, &b| (h ^ b as u32).wrapping_mul(FNV_PRIME))
}

fn fmix32(mut h: u32) -> u32 {
    h ^= h >> 16;
    h = h.wrapping_mul(0x85eb_ca6b);
    h ^= h >> 13;
    h = h.wrapping_mul(0xc2b2_ae35);
    h ^ (h >> 16)
}

rsgpu::kernel! {
    pub fn u29_fnv_murmur(records: &[u8], len: usize, keys: &mut [u64]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i >= keys.len() || len == 0 {
            return;
        }
        if let Some(rec) = records.chunks_exact(len).nth(i) {
            let f = fnv1a(rec);
            keys[i] = (f as u64) << 32 | fmix32(f ^ len as u32) as u64;
        }
    }
}

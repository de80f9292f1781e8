use diff::*;
use kernel::u27_byte_search;
use rsgpu::Atomic;

fn main() {
    diff::main(|d| {
        for (n, pat) in [(0usize, b"ab".to_vec()), (1, b"a".to_vec()), (500, b"aba".to_vec()), (100, vec![])] {
            let text = from_fn(n, |i| b"ab"[(hash(33, i) % 2) as usize]);
            launch!(d, threads(n.div_ceil(64).max(1), 64),
                    u27_byte_search(text = buf(text), pat = buf(pat), hits = buf_mut(zeros(n)), total = one(Atomic::<u32>::new(0))));
        }
    });
}

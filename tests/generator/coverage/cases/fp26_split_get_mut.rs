use diff::*;
use kernel::fp26_split_get_mut;

fn main() {
    diff::main(|d| {
        for (n, block, m) in [(40usize, 32usize, 9u32), (1000, 128, 300), (64, 64, 64)] {
            let x = from_fn(n, |i| (hash(27, i) % 5000) as u32);
            launch!(d, threads(n.div_ceil(block), block),
                    fp26_split_get_mut(x = buf(x), y = buf_mut(from_fn(n + 3, |i| i as u32)), m = val(m),
                                       o2 = buf_mut(zeros(n)), o3 = buf_mut(from_fn(3 * n + 2, |i| i as u32))));
        }
    });
}

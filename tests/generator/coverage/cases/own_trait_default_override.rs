use diff::*;
use kernel::own_trait_default_override;

fn main() {
    diff::main(|d| {
        for (n, block) in [(1usize, 32usize), (1000, 128)] {
            let x = from_fn(n, |i| (hash(7, i) % 5000) as u32);
            launch!(d, threads(n.div_ceil(block), block),
                    own_trait_default_override(x = buf(x), out = buf_mut(zeros(n))));
        }
    });
}
